// Issue 11, point 4: no default validator text reaches a user. Every zod schema the screens and
// the API validate with (machines exports and the backend's request files) is fed malformed
// input; each message must be plain language, not zod's default wording or a code identifier.
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import * as machines from '@samvida/machines';
import * as accountEvents from '../../../machines/src/events/account.events.js';
import * as agreementEvents from '../../../machines/src/events/agreement.events.js';
import * as envelope from '../../../machines/src/events/envelope.js';
import * as parties from '../../../machines/src/events/parties.js';
import * as proposalEvents from '../../../machines/src/events/proposal.events.js';
import * as purchaseOrderEvents from '../../../machines/src/events/purchase-order.events.js';
import * as signatureEvents from '../../../machines/src/events/signature.events.js';

// Stored events are validated on append and read, never typed by a user: their texts are for developers.
const EVENT_SCHEMAS = new Set(
  [accountEvents, agreementEvents, proposalEvents, purchaseOrderEvents, signatureEvents, envelope, parties].flatMap(
    (module) => Object.values(module),
  ),
);

// zod's own English texts (v4 locale) and the v3 ones, as they start.
const DEFAULT_TEXT =
  /^(Invalid input|Invalid option|Invalid string|Invalid key|Invalid element|Invalid value|Invalid (ISO|UUID|GUID|email|date)|Too small|Too big|Unrecognized key|Expected |Required$|String must|Number must|Array must)/;
// A run-together identifier such as EndDate or StartDate names a field of the code, not of the form
// (WhatsApp is the product's own spelling).
const CODE_IDENTIFIER = /\b(?!WhatsApp\b)[A-Z][a-z]+[A-Z][A-Za-z]*\b/;

const BAD_INPUTS: unknown[] = [
  undefined,
  null,
  {},
  [],
  '',
  ' ',
  'x'.repeat(20_000),
  -1,
  1e20,
  Number.NaN,
  'abc',
  true,
  { Id: {}, Name: 42, Items: 'none', Terms: [{}], AgreementId: 'not-a-uuid', data: {} },
  { type: 'NegotiateItem', data: {} },
  { type: 'Nothing', data: {} },
];

const schemasOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

function wordings(schema: z.ZodType): string[] {
  return BAD_INPUTS.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const backendRequestFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return backendRequestFiles(full);
    return /\.requests?\.ts$/.test(entry.name) ? [full] : [];
  });

describe('validation messages', () => {
  const machineSchemas = schemasOf(machines as Record<string, unknown>).filter(([, s]) => !EVENT_SCHEMAS.has(s));

  it('finds the schemas to check', () => {
    expect(machineSchemas.length).toBeGreaterThan(40);
  });

  it.each(machineSchemas)('machines %s words every refusal plainly', (_name, schema) => {
    for (const message of wordings(schema)) {
      expect(message).not.toMatch(DEFAULT_TEXT);
      expect(message).not.toMatch(CODE_IDENTIFIER);
    }
  });

  it('every backend request schema words every refusal plainly', async () => {
    const files = backendRequestFiles(path.resolve('backend/src'));
    expect(files.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const file of files) {
      for (const [name, schema] of schemasOf(await import(file)))
        for (const message of wordings(schema))
          if (DEFAULT_TEXT.test(message) || CODE_IDENTIFIER.test(message))
            failures.push(`${path.relative('backend/src', file)} ${name}: ${message}`);
    }
    expect([...new Set(failures)]).toEqual([]);
  });
});
