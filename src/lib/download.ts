/** Saves a file's contents through a temporary object URL and a clicked download link. */
function saveBlob(parts: BlobPart[], fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a base64-encoded file (quote PDF, invoice). */
export function saveBase64File(base64: string, fileName: string, type = 'application/pdf'): void {
  saveBlob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], fileName, type);
}

/** Saves text (a CSV template) as a file. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv'): void {
  saveBlob([text], fileName, type);
}
