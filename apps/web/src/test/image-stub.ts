/**
 * Test helper: replaces the global `Image` with a recorder, so a test sees which images code started to
 * download (shared/preload-image.ts). Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

/** Stubs `Image`; the returned array receives every image made, in order (read its `src`). */
export function stubImages(): { src: string }[] {
  const images: { src: string }[] = [];
  vi.stubGlobal(
    'Image',
    class {
      decoding = '';
      src = '';
      constructor() {
        images.push(this);
      }
    },
  );
  return images;
}
