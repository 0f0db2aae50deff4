/**
 * Saves content as a file in the browser (nothing goes to a server): text as UTF-8, a Blob as it is.
 * The object URL is revoked a tick later: revoking at once can cancel the download in some browsers.
 */
export function saveFile(content: string | Blob, filename: string, mimeType = 'text/plain;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: mimeType }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
