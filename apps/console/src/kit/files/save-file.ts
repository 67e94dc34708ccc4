/**
 * Hands a downloaded file to the browser as a saved file under its name. Files come from the
 * API with the bearer token (never a bare link), so the browser gets them as a blob.
 */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
