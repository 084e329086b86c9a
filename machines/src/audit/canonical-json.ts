/**
 * JSON with object keys sorted by UTF-16 code units and ECMAScript number and string formatting,
 * i.e. RFC 8785 (JCS), so other languages can re-verify with a JCS library. Values are normalised
 * the way storage sees them, in the same pass: toJSON, undefined members dropped, undefined array
 * entries and non-finite numbers as null (exactly JSON.parse(JSON.stringify(value)), written sorted).
 */
export function canonicalJson(value: unknown): string {
  const json = writeCanonical(value);
  if (json === undefined) throw new TypeError('canonicalJson: value has no JSON form');
  return json;
}

function writeCanonical(input: unknown): string | undefined {
  const value = toJsonValue(input);
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'boolean':
    case 'number':
    case 'bigint': // JSON.stringify throws on it, as storage would
      return JSON.stringify(value);
    case 'object':
      return Array.isArray(value) ? writeArray(value) : writeObject(value as Record<string, unknown>);
    default: // undefined, functions and symbols have no JSON form
      return undefined;
  }
}

function toJsonValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const withToJson = value as { toJSON?: () => unknown };
  if (typeof withToJson.toJSON === 'function') return withToJson.toJSON();
  // Boxed primitives serialise as their primitive.
  if (value instanceof Number || value instanceof String || value instanceof Boolean) return value.valueOf();
  return value;
}

// Text JSON.stringify writes as is; anything else (quote, backslash, controls, surrogates, which it
// escapes when lone) goes through it.
function quote(text: string): string {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) {
      return JSON.stringify(text);
    }
  }
  return `"${text}"`;
}

function writeArray(values: unknown[]): string {
  let out = '[';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) out += ',';
    out += writeCanonical(values[index]) ?? 'null';
  }
  return `${out}]`;
}

function writeObject(record: Record<string, unknown>): string {
  let out = '';
  for (const key of Object.keys(record).sort()) {
    const member = writeCanonical(record[key]);
    if (member === undefined) continue;
    out += `${out ? ',' : ''}${quote(key)}:${member}`;
  }
  return `{${out}}`;
}
