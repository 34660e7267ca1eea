/** Saves text as a file through a temporary object URL (the browser's download). */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: Chromium starts the download from the click synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
