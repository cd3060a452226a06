/**
 * Hands a Blob to the browser as a file download: a link clicked once and let go. Some browsers
 * start the download after the click returns, so the link's address is freed a little later.
 */
function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Hands text to the browser as a file download (an export the server answered as text). `type`
 * names the content for the file's icon and program.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Hands bytes the server sent in base64 (an XLSX export) to the browser as a file download. */
export function downloadBase64File(fileName: string, base64: string, type: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  downloadBlob(fileName, new Blob([bytes], { type }));
}
