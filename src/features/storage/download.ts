// Starts the browser's download of a signed URL: a same-origin URL is saved under the suggested name, any
// other opens in a new tab (browsers ignore `download` across origins), never replacing the console.
export function startDownload(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
