/** Saves text or a blob as a file through a temporary link. */
export function saveFile(
  filename: string,
  content: string | Blob,
  mime = 'application/octet-stream',
): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: mime }) : content;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
