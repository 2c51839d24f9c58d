/** Unit tests of the image presets (issue 10 §11). */
import { describe, expect, it } from 'vitest';
import { snapImageSize } from './content';

describe('snapImageSize', () => {
  it('keeps preset sizes and snaps others to the nearest preset of their kind', () => {
    expect(snapImageSize(640)).toEqual({ width: 640 });
    expect(snapImageSize(1)).toEqual({ width: 160 });
    expect(snapImageSize(4000)).toEqual({ width: 1600 });
    expect(snapImageSize(700)).toEqual({ width: 640 });
    expect(snapImageSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(snapImageSize(250, 4000)).toEqual({ width: 240, height: 135 });
    expect(snapImageSize(undefined, 700)).toEqual({ width: 1280, height: 720 });
    expect(snapImageSize()).toBeNull();
  });
});
