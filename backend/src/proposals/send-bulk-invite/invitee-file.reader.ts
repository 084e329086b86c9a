import { ProposalsError } from '../proposals.errors.js';

// One non-empty cell of the phone column, with its 1-based row in the file.
export interface FileRow {
  row: number;
  value: string;
}

const MAX_INVITEE_ROWS = 1000;

// The phone column of an uploaded CSV or XLSX, told apart by content: an XLSX is a zip, a CSV is
// text (`mimeType` as the uploads feature detected it). A first row naming a phone/mobile/
// contact/number column is a header; otherwise the first column is read.
export async function readInviteeFile(bytes: Buffer, mimeType: string): Promise<FileRow[]> {
  const table = await readTable(bytes, mimeType);
  const rows = phoneColumn(table);
  if (rows.length > MAX_INVITEE_ROWS) throw new ProposalsError('INVITE_FILE_TOO_LONG');
  return rows;
}

function readTable(bytes: Buffer, mimeType: string): Promise<string[][]> {
  if (isZip(bytes)) return readXlsx(bytes);
  if (mimeType.startsWith('text/')) return readCsv(bytes);
  throw new ProposalsError('INVITE_FILE_UNREADABLE');
}

const isZip = (bytes: Buffer): boolean => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

// The spreadsheet and CSV readers load on the first invitee file, not at boot.
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/node');
  try {
    const rows = await readSheet(bytes);
    return rows.map((cells) => cells.map(cellText));
  } catch {
    throw new ProposalsError('INVITE_FILE_UNREADABLE');
  }
}

// Spreadsheets often hold phones as numbers; dates and booleans are never phones.
const cellText = (cell: unknown): string =>
  typeof cell === 'string' ? cell : typeof cell === 'number' && Number.isSafeInteger(cell) ? String(cell) : '';

async function readCsv(bytes: Buffer): Promise<string[][]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ProposalsError('INVITE_FILE_UNREADABLE');
  }
  // Text with NUL characters is some other binary format.
  if (text.includes('\u0000')) throw new ProposalsError('INVITE_FILE_UNREADABLE');
  const { default: Papa } = await import('papaparse');
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
}

function phoneColumn(table: string[][]): FileRow[] {
  const headerColumn = (table[0] ?? []).findIndex((cell) => /phone|mobile|contact|number/i.test(cell));
  const column = Math.max(headerColumn, 0);
  const first = headerColumn >= 0 ? 1 : 0;
  return table
    .map((cells, index) => ({ row: index + 1, value: (cells[column] ?? '').trim() }))
    .filter((row, index) => index >= first && row.value !== '');
}
