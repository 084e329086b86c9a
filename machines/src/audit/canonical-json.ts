/**
 * JSON with object keys sorted by UTF-16 code units and ECMAScript number and string formatting,
 * i.e. RFC 8785 (JCS), so other languages can re-verify with a JCS library. The value is first
 * normalised the way storage sees it (toJSON, undefined members dropped).
 */
export function canonicalJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('canonicalJson: value has no JSON form');
  return writeCanonical(JSON.parse(json));
}

function writeCanonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(writeCanonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${writeCanonical(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}
