// A counterparty's phone or e-mail as the API expects it: a 10-digit Indian mobile gets its +91
// (spaces and dashes dropped), an e-mail is trimmed. Anything else is passed on for the server to
// refuse with the spec's message.
export function contactForApi(input: string): string {
  const value = input.trim();
  if (value.includes('@')) return value;
  const digits = value.replace(/[\s()-]/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  if (/^(91|0)[6-9]\d{9}$/.test(digits)) return `+91${digits.slice(-10)}`;
  return digits;
}
