/**
 * Client-side rules of the folder and asset modals (spec 001 §5) with their exact messages (from the
 * contracts). Each rule returns the message, or null.
 */
import { ASSET_FILE_TYPES, ASSET_MESSAGES, ASSET_URL_PATTERN, attachmentError } from '@portal/contracts';

/** Asset link URL pattern of spec 001 §5. */
export function assetUrlError(url: string): string | null {
  if (!url || url.trim() === '') return ASSET_MESSAGES.urlRequired;
  return ASSET_URL_PATTERN.test(url.trim()) ? null : ASSET_MESSAGES.urlInvalid;
}

/** Asset file (add-file modal): allowed extensions and size. */
export function assetFileCheck(file: { name: string; size: number }): string | null {
  return attachmentError(file, ASSET_FILE_TYPES, 5 * 1024 * 1024);
}

/** The add-file modal as a whole: type and data present (spec 001 §5). */
export function assetDataError(
  type: 'link' | 'file' | undefined,
  link: string,
  file: unknown | null,
): string | null {
  if (!type) return ASSET_MESSAGES.typeRequired;
  if (type === 'link' && !link.trim()) return ASSET_MESSAGES.typeRequired;
  if (type === 'file' && !file) return ASSET_MESSAGES.typeRequired;
  return null;
}

/** Required-text rule with a message (name, description, folder title/name, file name). */
export function requiredError(value: string | undefined, message: string): string | null {
  return !value || value.trim() === '' ? message : null;
}
