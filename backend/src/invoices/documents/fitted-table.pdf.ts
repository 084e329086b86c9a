// A table whose figures never wrap: every column but one is as wide as its widest cell (headers
// wrap between words), the flexible column (a description) takes what is left, and the font
// shrinks until that is enough. Rows that do not fit on the page continue on the next, under the
// header again.

export interface TableColumn {
  header: string;
  align: 'left' | 'right';
  // The one column that takes the width left and wraps its text.
  flexible?: boolean;
}

export interface TableOptions {
  x: number;
  width: number;
  fontSize: number;
  minFontSize: number;
  // The narrowest the flexible column may get before the font shrinks.
  minFlexibleWidth: number;
}

const PAD = 2;
const MIN_FLEXIBLE = 30;
const FONT = 'Noto';
const BOLD = 'Noto-Bold';

// A header wraps between words, never before a unit or symbol of its own: "CGST %" and
// "Rate (₹)" stay whole, "Taxable value (₹)" may break after "Taxable".
const headerUnits = (header: string) =>
  header
    .split(' ')
    .reduce<string[]>(
      (units, word) =>
        /^[%(]/.test(word) && units.length ? [...units.slice(0, -1), `${units.at(-1)} ${word}`] : [...units, word],
      [],
    );

const longestUnit = (doc: PDFKit.PDFDocument, header: string) =>
  Math.max(0, ...headerUnits(header).map((unit) => doc.widthOfString(unit)));

// Column widths at the current font size: figures as wide as their widest cell, headers as their longest word.
function widthsAt(doc: PDFKit.PDFDocument, columns: TableColumn[], rows: string[][], options: TableOptions): number[] {
  const widths = columns.map((column, i) => {
    doc.font(BOLD);
    const header = longestUnit(doc, column.header);
    doc.font(FONT);
    const cells = column.flexible ? 0 : Math.max(0, ...rows.map((row) => doc.widthOfString(row[i] ?? '')));
    return Math.ceil(Math.max(header, cells)) + 2 * PAD;
  });
  const flexible = columns.findIndex((column) => column.flexible);
  const fixed = widths.reduce((sum, w, i) => (i === flexible ? sum : sum + w), 0);
  // Past the smallest font the figures win: the table runs into the margin rather than wrap them.
  widths[flexible] = Math.max(options.width - fixed, MIN_FLEXIBLE);
  return widths;
}

// Sets the largest font size (in half points) at which the flexible column keeps its minimum
// width, and answers the column widths at that size.
function fit(doc: PDFKit.PDFDocument, columns: TableColumn[], rows: string[][], options: TableOptions): number[] {
  const flexible = columns.findIndex((column) => column.flexible);
  for (let size = options.fontSize; size > options.minFontSize; size -= 0.5) {
    doc.fontSize(size);
    const widths = widthsAt(doc, columns, rows, options);
    if (widths[flexible]! >= options.minFlexibleWidth) return widths;
  }
  doc.fontSize(options.minFontSize);
  return widthsAt(doc, columns, rows, options);
}

// One row at doc.y: figures on one line each (no width given, so pdfkit cannot wrap them), text
// wrapped within its column. Answers the row's height.
function drawRow(
  doc: PDFKit.PDFDocument,
  cells: string[],
  columns: TableColumn[],
  widths: number[],
  x0: number,
  bold: boolean,
  measureOnly = false,
): number {
  doc.font(bold ? BOLD : FONT);
  const y = doc.y;
  let x = x0;
  let height = doc.currentLineHeight(true);
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    const width = widths[i]! - 2 * PAD;
    if (column.flexible || bold) {
      height = Math.max(height, doc.heightOfString(cell, { width }));
      if (!measureOnly) doc.text(cell, x + PAD, y, { width, align: column.align });
    } else if (!measureOnly) {
      const left = column.align === 'right' ? x + PAD + width - doc.widthOfString(cell) : x + PAD;
      doc.text(cell, left, y, { lineBreak: false });
    }
    x += widths[i]!;
  });
  doc.x = x0;
  doc.y = y;
  return height;
}

/** Draws the table from doc.y and leaves doc.y under it. */
export function drawFittedTable(
  doc: PDFKit.PDFDocument,
  columns: TableColumn[],
  rows: string[][],
  options: TableOptions,
): void {
  const widths = fit(doc, columns, rows, options);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const rule = () =>
    doc
      .moveTo(options.x, doc.y)
      .lineTo(options.x + options.width, doc.y)
      .lineWidth(0.5)
      .stroke();
  const headers = columns.map((column) => column.header);
  const headerHeight = () => drawRow(doc, headers, columns, widths, options.x, true, true) + 2;
  const header = () => {
    doc.y += drawRow(doc, headers, columns, widths, options.x, true) + 1;
    rule();
    doc.y += 1;
  };
  // The header goes at the top of the table and of each page it continues on, always with a row under it.
  let headed = false;
  for (const row of rows) {
    const height = drawRow(doc, row, columns, widths, options.x, false, true);
    if (doc.y + (headed ? 0 : headerHeight()) + height > bottom()) {
      doc.addPage();
      headed = false;
    }
    if (!headed) header();
    headed = true;
    drawRow(doc, row, columns, widths, options.x, false);
    doc.y += height + 1;
  }
  if (!headed) header();
  rule();
  doc.y += 2;
}
