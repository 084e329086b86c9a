import pg from 'pg';
import { zip as zipEntries } from '../../../setup/zip.js';

/** POSTs one file to `api/General/upload` as multipart form data, like the browser does. */
export async function upload(
  baseUrl: string,
  token: string | undefined,
  bytes: Uint8Array,
  filename: string,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: { status: 0 | 1; data?: UploadedFile; message?: string; code?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${baseUrl}/api/General/upload`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

export interface UploadedFile {
  id: string;
  url: string;
  name: string;
  mimeType: string;
  size: number;
}

/** Uploads and expects success: the new file's reference. */
export async function uploaded(
  baseUrl: string,
  token: string,
  bytes: Uint8Array,
  filename: string,
): Promise<UploadedFile> {
  const { status, body } = await upload(baseUrl, token, bytes, filename);
  if (status !== 201 || !body.data) throw new Error(`upload of ${filename} failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** GETs a file by its url with the caller's token. */
export async function download(
  baseUrl: string,
  token: string,
  url: string,
): Promise<{ status: number; bytes: Buffer; headers: Headers; json?: { message?: string; code?: string } }> {
  const response = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.startsWith('application/json')
    ? JSON.parse(bytes.toString())
    : undefined;
  return { status: response.status, bytes, headers: response.headers, json };
}

/** One query straight against the suite's database. */
export async function sql<T = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export const count = async (databaseUrl: string, table: string): Promise<number> =>
  Number((await sql<{ count: string }>(databaseUrl, `select count(*) from ${table}`))[0]!.count);

/** A zip archive of text entries, enough for type detection. */
const zip = (entries: [name: string, content: string][]): Buffer =>
  zipEntries(entries.map(([name, content]) => ({ name, data: Buffer.from(content) })));

// Small but real samples of each accepted type, recognised by their magic bytes.
export const samples = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 1),
    Buffer.from([0xff, 0xd9]),
  ]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(28, 0),
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  csv: Buffer.from('Item,Quantity,Rate\nCement bag,100,380.00\nTMT bar,2,58000.00\n'),
  text: Buffer.from('Delivery at the Pune warehouse, Monday to Saturday, 10 am to 6 pm.\n'),
  docx: zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document/>'],
  ]),
  xlsx: zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ],
    ['xl/workbook.xml', '<workbook/>'],
  ]),
  // Refused whatever they are called:
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0), Buffer.from('PE\0\0'), Buffer.alloc(128, 0)]),
  html: Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/Auth/GetUserDetails")</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
  zip: zip([['notes.txt', 'just a zip']]),
  binary: Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff, 0x00, 0x10]),
};
