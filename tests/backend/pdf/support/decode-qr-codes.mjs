// Decodes every QR code in a binary PGM image read from stdin (as `pdftoppm -gray` writes it) and
// prints their texts as a JSON array. A process of its own, so that the seconds jsQR takes do not
// hold up the event loop of the suite and of the app it hosts.
import jsQR from 'jsqr';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pgm = Buffer.concat(chunks);
// "P5\n<width> <height>\n255\n" then one byte per pixel.
const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
if (!header) throw new Error('not a binary PGM');
const [whole, width, height] = [header[0], Number(header[1]), Number(header[2])];
const pixels = pgm.subarray(whole.length);

const rgba = () => {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    out[i * 4] = out[i * 4 + 1] = out[i * 4 + 2] = pixels[i];
    out[i * 4 + 3] = 255;
  }
  return out;
};

// Finds a code, blanks it, and looks again until none is left.
const texts = [];
for (;;) {
  const found = jsQR(rgba(), width, height, { inversionAttempts: 'dontInvert' });
  if (!found) break;
  texts.push(found.data);
  const corners = Object.values(found.location);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const [left, right] = [Math.max(0, Math.floor(Math.min(...xs)) - 8), Math.min(width, Math.ceil(Math.max(...xs)) + 8)];
  const [top, bottom] = [
    Math.max(0, Math.floor(Math.min(...ys)) - 8),
    Math.min(height, Math.ceil(Math.max(...ys)) + 8),
  ];
  for (let y = top; y < bottom; y++) pixels.fill(255, y * width + left, y * width + right);
}
process.stdout.write(JSON.stringify(texts));
