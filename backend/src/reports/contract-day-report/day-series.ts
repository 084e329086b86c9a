// The money of one contract day by day, folded from its events with the same machines as the
// write path (so it extends by itself as invoice, note and payment events are added).
import {
  compareDecimals,
  contractValue,
  evolveAgreement,
  initialAgreementState,
  istDate,
  percentOf,
  sumAmounts,
  type AgreementEvent,
  type AgreementState,
  type RecordedEvent,
  type Rupees,
} from '@samvida/machines';

// The spec's report row (contracts §3), cumulative up to the end of `day`; amounts are exact rupee strings.
export interface DayReport {
  day: string;
  totalValue: Rupees;
  invoiceRaisedTotal: Rupees;
  invoiceCleared: Rupees;
  cashOutFlow: Rupees;
  advanceTotalRaised: Rupees;
  advancePaid: Rupees;
}

// A money movement of the contract, dated by the day (India time) of its event.
export interface MoneyFact {
  day: string;
  kind: 'invoiceRaised' | 'paymentMade' | 'paymentReceived';
  amount: Rupees;
}

// The money facts of one event, read against the state just before it.
export function moneyFactsOf(event: RecordedEvent, before: AgreementState): MoneyFact[] {
  const day = istDate(event.metadata.occurredAt);
  const e = event as unknown as AgreementEvent;
  switch (e.type) {
    case 'InvoicePublished':
      return [{ day, kind: 'invoiceRaised', amount: e.data.amount }];
    case 'PaymentMade':
      return [{ day, kind: 'paymentMade', amount: e.data.amount }];
    case 'PaymentReceived': {
      const payment = before.payments[e.data.paymentId];
      return payment ? [{ day, kind: 'paymentReceived', amount: payment.context.amount }] : [];
    }
    default:
      return [];
  }
}

interface Running {
  state: AgreementState;
  started: boolean;
  raised: Rupees[];
  made: Rupees[];
  received: Rupees[];
}

const rowOf = (day: string, run: Running): DayReport => {
  const totalValue = contractValue(run.state);
  const invoiceCleared = sumAmounts(run.received);
  const advancePercent = run.state.agreement?.context.generalTerms.advancePercent ?? '0';
  // The advance is due once the contract starts; payments received count towards it first.
  const advanceTotalRaised = run.started ? percentOf(totalValue, advancePercent) : '0.00';
  return {
    day,
    totalValue,
    invoiceRaisedTotal: sumAmounts(run.raised),
    invoiceCleared,
    cashOutFlow: sumAmounts(run.made),
    advanceTotalRaised,
    advancePaid: compareDecimals(invoiceCleared, advanceTotalRaised) < 0 ? invoiceCleared : advanceTotalRaised,
  };
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// One row per day from the contract's first event to `until` (inclusive), figures carried over quiet days.
export function daySeries(stream: readonly RecordedEvent[], until: string): DayReport[] {
  if (stream.length === 0) return [];
  // By day, keeping stream order within a day: an event appended later with an earlier date (a
  // backdated command) or an earlier one with a later date (a reactor's, e.g. an invoice number)
  // must not hold the other days' events back.
  const events = [...stream].sort((a, b) =>
    istDate(a.metadata.occurredAt).localeCompare(istDate(b.metadata.occurredAt)),
  );
  const run: Running = { state: initialAgreementState, started: false, raised: [], made: [], received: [] };
  const rows: DayReport[] = [];
  let index = 0;
  const last = [istDate(events.at(-1)!.metadata.occurredAt), until].sort().at(-1)!;
  for (let day = istDate(events[0]!.metadata.occurredAt); day <= last; day = nextDay(day)) {
    for (; index < events.length && istDate(events[index]!.metadata.occurredAt) === day; index++) {
      const event = events[index]!;
      for (const fact of moneyFactsOf(event, run.state)) {
        ({ invoiceRaised: run.raised, paymentMade: run.made, paymentReceived: run.received })[fact.kind].push(
          fact.amount,
        );
      }
      if (event.type === 'AgreementStarted') run.started = true;
      run.state = evolveAgreement(run.state, event as unknown as AgreementEvent);
    }
    rows.push(rowOf(day, run));
  }
  return rows;
}
