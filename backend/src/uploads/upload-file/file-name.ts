const MAX_BASE_LENGTH = 100;

// A display name that is safe in a header, a download and a file system: no path, no control or
// markup characters, at most 100 characters, and the extension of the detected type (the claimed
// extension is dropped, so `invoice.pdf.exe` holding a PNG becomes `invoice.pdf.png`).
export function safeFileName(requested: string, extension: string): string {
  const base = requested
    .normalize('NFKC')
    .replace(/\.[\p{L}\p{N}]{1,10}$/u, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]+/gu, '_')
    .replace(/_{2,}/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .trim();
  return `${base || 'file'}.${extension}`;
}
