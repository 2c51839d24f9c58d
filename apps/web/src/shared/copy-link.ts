/**
 * Copy-to-clipboard of spec 001 §2 (copy-link control) with the §8 messages: 'Copied successfully!',
 * 'Failed to copy text!', 'Clipboard API is not supported or requires user interaction.'.
 */

/** The outcome message of a copy and whether it succeeded. */
export async function copyText(text: string): Promise<{ ok: boolean; message: string }> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText)
    return { ok: false, message: 'Clipboard API is not supported or requires user interaction.' };
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true, message: 'Copied successfully!' };
  } catch {
    return { ok: false, message: 'Failed to copy text!' };
  }
}
