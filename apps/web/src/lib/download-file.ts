/**
 * Hands text to the browser as a file download (an export the server answered as text): a Blob
 * link clicked once and let go. `type` names the content for the file's icon and program.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; the link is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
