export interface FileContent {
  mimeType: string;
  extension: string;
}

// Binary types we accept, as file-type names them from their magic bytes.
const BINARY_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

// Tab, line feed, form feed and carriage return are the only control characters text may hold.
const TEXT_CONTROLS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0c, 0x0d]);
// Text a browser could run as a page or image (HTML, SVG, XML) is never "plain text".
const MARKUP =
  /<\s*(?:!doctype|html|head|body|script|iframe|frame|object|embed|svg|math|style|meta|link|base|form|\?xml)\b/i;

// What the bytes are, judged from the content alone: an allowed binary type by its signature, or
// UTF-8 text without markup (CSV when the claimed name says so, else plain text). Undefined
// when the file is of no allowed type, e.g. an .exe or an .html page under another name.
export async function detectContent(bytes: Buffer, claimedName: string): Promise<FileContent | undefined> {
  // file-type and its tokenizers load on the first upload, not at boot.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected)
    return BINARY_TYPES.has(detected.mime) ? { mimeType: detected.mime, extension: detected.ext } : undefined;
  if (!isPlainText(bytes)) return undefined;
  return /\.csv$/i.test(claimedName.trim())
    ? { mimeType: 'text/csv', extension: 'csv' }
    : { mimeType: 'text/plain', extension: 'txt' };
}

function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !hasControlCharacters(text) && !MARKUP.test(text);
}

function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}
