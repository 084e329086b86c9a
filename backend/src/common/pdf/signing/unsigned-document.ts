const EOF_MARKER = '%%EOF';
const CR = 0x0d;
const LF = 0x0a;

// The document inside a PDF the platform signed: the file as it was before the signature's revision
// was appended, up to the end of the `%%EOF` line after the cross-reference table the last trailer's
// /Prev names; the whole file when nothing was appended. Signing only appends (pdf-signer.ts), so
// this is the document exactly as rendered: what a contract's parties sign by its SHA-256.
export function unsignedDocument(pdf: Buffer): Buffer {
  const trailer = pdf.lastIndexOf('trailer');
  const previous = trailer < 0 ? null : /\/Prev\s+(\d+)/.exec(pdf.subarray(trailer).toString('latin1'));
  if (!previous) return pdf;
  let end = pdf.indexOf(EOF_MARKER, Number(previous[1]));
  if (end < 0) return pdf;
  end += EOF_MARKER.length;
  if (pdf[end] === CR) end++;
  if (pdf[end] === LF) end++;
  return pdf.subarray(0, end);
}
