import { Inject, Injectable } from '@nestjs/common';
import {
  compareDecimals,
  contractValue,
  evolveAgreement,
  initialAgreementState,
  istDate,
  notePaymentSummary,
  sumAmounts,
  type AgreementEvent,
  type AgreementState,
  type RecordedEvent,
  type Rupees,
} from '@samvida/machines';
import { DataSource } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { moneyFactsOf, type MoneyFact } from '../contract-day-report/day-series.js';

export interface MonthFigures {
  month: string;
  contractValue: Rupees;
  invoicesRaised: Rupees;
  invoicesCleared: Rupees;
  cashIn: Rupees;
  cashOut: Rupees;
}

export interface AgeBucket {
  bucket: '0-30 days' | '31-60 days' | '61-90 days' | 'over 90 days';
  notes: number;
  outstanding: Rupees;
}

export interface CounterpartyFigures {
  counterpartyId: string;
  name: string;
  contracts: number;
  contractValue: Rupees;
  invoiced: Rupees;
  cleared: Rupees;
}

// /AnalyticsPage: the caller's contracts (as buyer or seller) by month, unpaid notes by age, by counterparty.
export interface Analytics {
  months: MonthFigures[];
  unpaidNotes: AgeBucket[];
  counterparties: CounterpartyFigures[];
}

interface Folded {
  side: 'buyer' | 'seller';
  state: AgreementState;
  startedOn: string | null;
  facts: MoneyFact[];
  settledOn: Map<string, string>;
}

const BUCKETS: [AgeBucket['bucket'], number][] = [
  ['0-30 days', 30],
  ['31-60 days', 60],
  ['61-90 days', 90],
  ['over 90 days', Infinity],
];

// Folds each of the caller's agreement streams once with the machines and aggregates: contract
// value by the month the contract started, invoices raised and cleared, cash in (as seller) and
// out (as buyer) by month, notes still owed by age since they were settled, and per counterparty.
@Injectable()
export class AnalyticsQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectoryService,
  ) {}

  async of(userId: string, now: Date): Promise<Analytics> {
    const memberships: { stream_id: string; role: 'buyer' | 'seller' }[] = await this.dataSource.query(
      `select stream_id, role from stream_parties where user_id = $1 and role in ('buyer', 'seller')
       and stream_id like 'agreement-%'`,
      [userId],
    );
    const folded = await Promise.all(
      memberships.map(async ({ stream_id, role }) => fold(await this.store.readStream(stream_id), role)),
    );
    const contracts = folded.filter((f) => f.startedOn !== null);
    return {
      months: byMonth(contracts),
      unpaidNotes: unpaidByAge(contracts, istDate(now)),
      counterparties: await this.byCounterparty(contracts, userId),
    };
  }

  private async byCounterparty(contracts: Folded[], userId: string): Promise<CounterpartyFigures[]> {
    const groups = new Map<string, Folded[]>();
    for (const contract of contracts) {
      const { buyerId, sellerId } = contract.state.agreement!.context;
      const other = (buyerId === userId ? sellerId : buyerId) ?? 'unknown';
      groups.set(other, [...(groups.get(other) ?? []), contract]);
    }
    const names = await this.directory.findByIds([...groups.keys()]);
    return [...groups].map(([counterpartyId, list]) => ({
      counterpartyId,
      name: names.get(counterpartyId)?.usrName ?? 'Not registered yet',
      contracts: list.length,
      contractValue: sumAmounts(list.map((c) => contractValue(c.state))),
      invoiced: sumFacts(
        list.flatMap((c) => c.facts),
        'invoiceRaised',
      ),
      cleared: sumFacts(
        list.flatMap((c) => c.facts),
        'paymentReceived',
      ),
    }));
  }
}

function fold(events: RecordedEvent[], side: 'buyer' | 'seller'): Folded {
  const folded: Folded = { side, state: initialAgreementState, startedOn: null, facts: [], settledOn: new Map() };
  for (const event of events) {
    folded.facts.push(...moneyFactsOf(event, folded.state));
    const e = event as unknown as AgreementEvent;
    if (e.type === 'AgreementStarted') folded.startedOn = istDate(event.metadata.occurredAt);
    if (e.type === 'TxnNoteSettled') folded.settledOn.set(e.data.noteId, istDate(event.metadata.occurredAt));
    folded.state = evolveAgreement(folded.state, e);
  }
  return folded;
}

const sumFacts = (facts: MoneyFact[], kind: MoneyFact['kind']) =>
  sumAmounts(facts.filter((fact) => fact.kind === kind).map((fact) => fact.amount));

function byMonth(contracts: Folded[]): MonthFigures[] {
  const months = new Map<string, { value: Rupees[]; facts: { side: string; fact: MoneyFact }[] }>();
  const monthOf = (month: string) => {
    if (!months.has(month)) months.set(month, { value: [], facts: [] });
    return months.get(month)!;
  };
  for (const contract of contracts) {
    monthOf(contract.startedOn!.slice(0, 7)).value.push(contractValue(contract.state));
    for (const fact of contract.facts) monthOf(fact.day.slice(0, 7)).facts.push({ side: contract.side, fact });
  }
  const total = (list: { side: string; fact: MoneyFact }[], kind: MoneyFact['kind'], side?: string) =>
    sumFacts(
      list.filter((f) => side === undefined || f.side === side).map((f) => f.fact),
      kind,
    );
  return [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, { value, facts }]) => ({
      month,
      contractValue: sumAmounts(value),
      invoicesRaised: total(facts, 'invoiceRaised'),
      invoicesCleared: total(facts, 'paymentReceived'),
      cashIn: total(facts, 'paymentReceived', 'seller'),
      cashOut: total(facts, 'paymentMade', 'buyer'),
    }));
}

function unpaidByAge(contracts: Folded[], today: string): AgeBucket[] {
  const buckets = BUCKETS.map(([bucket]) => ({ bucket, notes: 0, amounts: [] as Rupees[] }));
  for (const contract of contracts) {
    for (const [noteId, settledOn] of contract.settledOn) {
      const summary = notePaymentSummary(contract.state, noteId);
      if (!summary || compareDecimals(summary.outstanding, 0) <= 0) continue;
      const age = (Date.parse(today) - Date.parse(settledOn)) / 86_400_000;
      const index = BUCKETS.findIndex(([, upTo]) => age <= upTo);
      buckets[index]!.notes += 1;
      buckets[index]!.amounts.push(summary.outstanding);
    }
  }
  return buckets.map(({ bucket, notes, amounts }) => ({ bucket, notes, outstanding: sumAmounts(amounts) }));
}
