/** Copies text; throws where the clipboard is unavailable (insecure pages, some in-app browsers). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** The shopper spec's copy-failure toast (shopper.md section 8). */
export const COPY_FAILED = { title: 'Copy Failed', description: 'Unable to copy to clipboard' };
