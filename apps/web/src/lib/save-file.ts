// Hands a downloaded file to the browser as a download with this name.
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Chromium reads the object URL asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
