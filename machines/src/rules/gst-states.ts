// The GST state and union-territory codes (the first two digits of a GSTIN, the place of supply)
// with their names as the GST portal lists them, and which of them levy UTGST instead of SGST.

/** State or union territory of each GST state code. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before division)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** The name of a GST state code ("27" → "Maharashtra"), or null for an unknown code. */
export const stateName = (code: string): string | null => GST_STATES[code] ?? null;

// Union territories without a legislature: the UTGST Act levies union territory tax there.
const UTGST_TERRITORIES = new Set(['04', '25', '26', '31', '35', '38']);

/**
 * The name of the tax levied beside CGST on a supply within the state or union territory `code`:
 * UTGST in a union territory without a legislature, SGST elsewhere (Delhi, Puducherry and Jammu and
 * Kashmir have legislatures and levy SGST). The amount is the same half of the rate either way.
 */
export const stateTaxName = (code: string | null): 'SGST' | 'UTGST' =>
  code !== null && UTGST_TERRITORIES.has(code) ? 'UTGST' : 'SGST';
