import QRCode from 'qrcode';

// The modules a QR code has on each side beyond its symbol, which readers need blank.
const QUIET_ZONE = 4;

// Draws `text` as a QR code `size` points square (quiet zone included) with its top left at (x, y):
// filled squares, run by run, so it prints sharp at any size and renders the same bytes each time.
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QUIET_ZONE);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
      doc.rect(x + (QUIET_ZONE + col) * cell, y + (QUIET_ZONE + row) * cell, (end - col + 1) * cell, cell);
      col = end;
    }
  }
  doc.fill('#000000');
  doc.restore();
}
