import type { Gstr1B2csRow, Gstr1HsnRow, Gstr1Item, Gstr1Json } from '@samvida/machines';

const COLUMNS = [
  'Table',
  'Recipient GSTIN',
  'Number',
  'Date',
  'Value',
  'Place of supply',
  'Reverse charge',
  'HSN/SAC',
  'Description',
  'UQC',
  'Quantity',
  'Rate %',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST/UTGST',
  'Cess',
];

const money = (amount: number | undefined) => (amount ?? 0).toFixed(2);
const taxes = (t: { txval: number; iamt?: number; camt?: number; samt?: number; csamt: number }) =>
  [t.txval, t.iamt, t.camt, t.samt, t.csamt].map(money);

const documentRows = (
  table: string,
  ctin: string,
  doc: { number: string; date: string; val: number; pos: string; itms: Gstr1Item[] },
) =>
  doc.itms.map(({ itm_det: t }) => [
    table,
    ctin,
    doc.number,
    doc.date,
    money(doc.val),
    doc.pos,
    'N',
    '',
    '',
    '',
    '',
    String(t.rt),
    ...taxes(t),
  ]);

// A B2CS row names no document: the month's B2C supplies of one type, place and rate.
const b2csRow = (row: Gstr1B2csRow) => [
  `B2CS (${row.sply_ty === 'INTRA' ? 'intra-state' : 'inter-state'})`,
  '',
  '',
  '',
  '',
  row.pos,
  'N',
  '',
  '',
  '',
  '',
  String(row.rt),
  ...taxes(row),
];

const hsnRows = (table: string, rows: Gstr1HsnRow[]) =>
  rows.map((h) => [table, '', '', '', '', '', '', h.hsn_sc, h.desc, h.uqc, String(h.qty), String(h.rt), ...taxes(h)]);

// The rows of a GSTR-1 file, one per document and tax rate and one per HSN summary row, for
// reading in a spreadsheet beside the JSON the offline tool imports.
function rowsOf(json: Gstr1Json): string[][] {
  const hsn =
    'data' in json.hsn
      ? hsnRows('HSN', json.hsn.data)
      : [...hsnRows('HSN (B2B)', json.hsn.hsn_b2b), ...hsnRows('HSN (B2C)', json.hsn.hsn_b2c)];
  return [
    ...json.b2b.flatMap(({ ctin, inv }) =>
      inv.flatMap((i) => documentRows('B2B', ctin, { ...i, number: i.inum, date: i.idt })),
    ),
    ...json.b2cl.flatMap(({ pos, inv }) =>
      inv.flatMap((i) => documentRows('B2CL', '', { ...i, pos, number: i.inum, date: i.idt })),
    ),
    ...json.b2cs.map(b2csRow),
    ...json.cdnr.flatMap(({ ctin, nt }) =>
      nt.flatMap((n) => documentRows('CDNR (credit note)', ctin, { ...n, number: n.nt_num, date: n.nt_dt })),
    ),
    ...json.cdnur.flatMap((n) =>
      documentRows('CDNUR (credit note on B2CL)', '', { ...n, number: n.nt_num, date: n.nt_dt }),
    ),
    ...hsn,
  ];
}

// The file as CSV. A cell a spreadsheet would run as a formula (=, +, @, or - before a non-digit:
// titles are users' text) is written with a leading apostrophe.
export async function gstr1Csv(json: Gstr1Json): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse({ fields: COLUMNS, data: rowsOf(json) }, { escapeFormulae: /^([=+@\t\r]|-(?!\d))/ });
}
