import type { ExportCheck, ExportStep } from '@samvida/machines';

// What failed, as a heading.
export const EXPORT_STEP: Record<ExportStep, string> = {
  format: 'The export is malformed',
  signature: 'The tree head signature does not verify',
  head: 'The history does not end where the signed log says',
  chain: 'The hash chain breaks',
  missing: 'Events are missing',
  inclusion: 'An event is missing from the signed log',
  consistency: 'The log does not extend the head you kept',
};

// Why, in words: a cut tail plainly, anything else with the event it broke at.
export function exportFailureText(failure: Extract<ExportCheck, { ok: false }>): string {
  if (failure.step === 'missing') return `Events ${failure.brokenAt} onwards are missing from this history.`;
  return `${failure.brokenAt === undefined ? '' : `At event ${failure.brokenAt}: `}${failure.reason}`;
}
