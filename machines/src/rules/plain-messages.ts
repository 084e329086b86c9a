// Plain-language texts for every zod issue a schema does not word itself, installed globally with
// `z.config({ customError })` when the machines package loads: no default validator text ("Too
// small: expected string to have >=1 characters") can reach a screen or an API response.
import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const grouped = (n: number | bigint) => Number(n).toLocaleString('en-IN');

const TYPE_WANTED: Record<string, string> = {
  string: 'Enter text here.',
  number: 'Enter a number here.',
  int: 'Enter a whole number here.',
  boolean: 'Choose yes or no here.',
  array: 'Enter a list here.',
  object: 'Enter the details here.',
  date: 'Enter a date here.',
};

const FORMAT_WANTED: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  date: 'Enter a date as YYYY-MM-DD.',
  datetime: 'Enter a date and time.',
  guid: 'This id is not valid.',
  uuid: 'This id is not valid.',
  url: 'Enter a web address starting with http:// or https://.',
};

function tooSmall(origin: string, minimum: number | bigint): string {
  if (origin === 'string')
    return Number(minimum) <= 1 ? 'This field is required.' : `Enter at least ${grouped(minimum)} characters.`;
  if (origin === 'array' || origin === 'set')
    return Number(minimum) <= 1 ? 'Add at least one entry.' : `Add at least ${grouped(minimum)} entries.`;
  return `Enter a number of at least ${grouped(minimum)}.`;
}

function tooBig(origin: string, maximum: number | bigint): string {
  if (origin === 'string') return `Keep this to at most ${grouped(maximum)} characters.`;
  if (origin === 'array' || origin === 'set') return `At most ${grouped(maximum)} entries are allowed.`;
  return `Enter a number of at most ${grouped(maximum)}.`;
}

/** The plain message for a zod issue the schema left unworded. */
export function plainMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'This field is required.'
        : (TYPE_WANTED[issue.expected] ?? 'This value has the wrong type.');
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum);
    case 'too_big':
      return tooBig(issue.origin, issue.maximum);
    case 'invalid_format':
      return FORMAT_WANTED[issue.format] ?? 'This value is not in the expected format.';
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `Enter a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Remove the fields this form does not have: ${issue.keys.join(', ')}.`;
    default:
      return 'This value is not valid.';
  }
}

z.config({ customError: plainMessage });
