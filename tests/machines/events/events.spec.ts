import { describe, expect, it } from '@jest/globals';
import {
  AGREEMENT_EVENT_TYPES,
  AgreementEvent,
  CURRENT_SCHEMA_VERSION,
  EventMetadata,
  PROPOSAL_EVENT_TYPES,
  ProposalEvent,
  agreementMachine,
  createUpcaster,
  evolveAgreement,
  flatten,
  initialAgreementState,
  parseStoredEvent,
  replay,
  streamKindOf,
  streamName,
  upcast,
  type AgreementCommandInput,
  type AgreementEvent as AgreementEventT,
  type AgreementState,
} from '@samvida/machines';
import { AGREEMENT_ID, BUYER, INVOICE_ID, ITEM_ID, SELLER, accepted, fold, testEnv } from '../support/fixtures.js';

// A whole contract's history, decided command by command: draft to payment.
function history(): { events: AgreementEventT[]; state: AgreementState } {
  const A = { AgreementId: AGREEMENT_ID };
  const steps: [AgreementCommandInput, typeof BUYER][] = [
    [{ type: 'StartAgreement', data: A }, SELLER],
    [
      { type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount: 100, CompletionDays: 10, RemarkText: 'ok?' } },
      BUYER,
    ],
    [{ type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID } }, SELLER],
    [{ type: 'StartContract', data: A }, BUYER],
    [
      {
        type: 'MakeInvoice',
        data: { ...A, Id: INVOICE_ID, ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered: 2, Rate: 100 }] },
      },
      SELLER,
    ],
    [{ type: 'PublishInvoice', data: { ...A, InvoiceId: INVOICE_ID } }, SELLER],
    [{ type: 'GenerateTxnNote', data: { ...A, InvoiceId: INVOICE_ID } }, BUYER],
  ];
  let state = initialAgreementState;
  const events: AgreementEventT[] = [];
  const run = (command: AgreementCommandInput, actor: typeof BUYER, env = testEnv(events.length * 10 + 5000)) => {
    const produced = accepted(state, command, actor, env);
    events.push(...produced);
    state = produced.reduce(evolveAgreement, state);
  };
  run(
    {
      type: 'DraftAgreement',
      data: {
        Id: AGREEMENT_ID,
        CreatorType: 'seller',
        CounterpartyId: BUYER.userId,
        ContractType: 'Sales',
        Items: [
          {
            AgItemId: ITEM_ID,
            ItemTitle: 'Laptop',
            Qty: 2,
            Tax: 18,
            CurrencyId: 'INR',
            UnitId: 1,
            Rate: 100,
            ItemDeliveredInDays: 10,
          },
        ],
      },
    },
    SELLER,
  );
  for (const [command, actor] of steps) run(command, actor);
  const noteId = Object.keys(state.notes)[0]!;
  run({ type: 'CompleteTxnNote', data: { ...A, Id: noteId } }, BUYER);
  const notePaymentId = state.notes[noteId]!.context.notePaymentId!;
  run(
    { type: 'MakePayment', data: { ...A, NotePaymentId: notePaymentId, PaidAmount: 236, PaymentNote: 'NEFT' } },
    BUYER,
  );
  run({ type: 'MarkPaymentReceived', data: { ...A, PaymentId: Object.keys(state.payments)[0]! } }, SELLER);
  return { events, state };
}

describe('event schemas', () => {
  it('name every event of each stream kind once', () => {
    expect(AGREEMENT_EVENT_TYPES).toHaveLength(63);
    expect(new Set(AGREEMENT_EVENT_TYPES).size).toBe(63);
    expect(PROPOSAL_EVENT_TYPES).toHaveLength(17);
  });

  it('parse what the deciders produce, unchanged', () => {
    const { events } = history();
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(12);
    for (const event of events) expect(AgreementEvent.parse(event)).toEqual(event);
  });

  it('reject an event whose data does not match its type', () => {
    expect(AgreementEvent.safeParse({ type: 'ItemAccepted', data: { by: 'buyer' } }).success).toBe(false);
    expect(
      AgreementEvent.safeParse({ type: 'ItemAccepted', data: { by: 'auditor', itemId: AGREEMENT_ID } }).success,
    ).toBe(false);
    expect(ProposalEvent.safeParse({ type: 'ProposalStarted', data: { userId: '' } }).success).toBe(false);
  });

  it('validate the envelope metadata', () => {
    const metadata = {
      actorId: BUYER.userId,
      actorRole: 'buyer',
      commandId: 'c1',
      correlationId: 'c1',
      causationId: 'c1',
      occurredAt: '2025-01-15T10:00:00Z',
      schemaVersion: CURRENT_SCHEMA_VERSION,
    };
    expect(EventMetadata.parse(metadata)).toEqual(metadata);
    expect(streamName('agreement', AGREEMENT_ID)).toBe(`agreement-${AGREEMENT_ID}`);
    expect(streamKindOf(`proposal-${AGREEMENT_ID}`)).toBe('proposal');
    expect(streamKindOf('invoice-1')).toBeUndefined();
  });
});

describe('upcasting', () => {
  it('is the identity today', () => {
    const data = { by: 'buyer', itemId: AGREEMENT_ID };
    expect(upcast('agreement', 'ItemAccepted', 1, data)).toBe(data);
  });

  it('applies registered steps from the stored version upwards', () => {
    const upcaster = createUpcaster({
      agreement: {
        ItemAccepted: {
          1: (d) => ({ ...(d as object), v: 2 }),
          2: (d) => ({ ...(d as object), v: 3 }),
        },
      },
    });
    expect(upcaster('agreement', 'ItemAccepted', 1, { a: 1 })).toEqual({ a: 1, v: 3 });
    expect(upcaster('agreement', 'ItemAccepted', 2, { a: 1 })).toEqual({ a: 1, v: 3 });
    expect(upcaster('proposal', 'ItemAccepted', 1, { a: 1 })).toEqual({ a: 1 });
  });

  it('parses stored events of either stream kind after upcasting', () => {
    const stored = { type: 'ItemAccepted', data: { by: 'buyer', itemId: AGREEMENT_ID }, schemaVersion: 1 };
    expect(parseStoredEvent('agreement', stored)).toEqual({ type: 'ItemAccepted', data: stored.data });
    expect(parseStoredEvent('proposal', { type: 'ProposalStarted', data: { userId: 'u' }, schemaVersion: 1 })).toEqual({
      type: 'ProposalStarted',
      data: { userId: 'u' },
    });
    expect(() => parseStoredEvent('proposal', stored)).toThrow();
  });
});

describe('replay and read models from events alone', () => {
  it('folds one machine’s events with the pure API (replay) to what evolve keeps', () => {
    const { events, state } = history();
    const [drafted, ...rest] = events;
    if (drafted?.type !== 'AgreementDrafted') throw new Error('the stream starts with AgreementDrafted');
    const snapshot = replay(agreementMachine, rest, drafted.data);
    expect({ status: snapshot.value, context: snapshot.context }).toEqual(state.agreement);
    expect(snapshot.value).toBe('Active');
  });

  it('rebuilds the whole state from the stored events alone', () => {
    const { events, state } = history();
    const stored = events.map((e) => JSON.parse(JSON.stringify({ ...e, schemaVersion: CURRENT_SCHEMA_VERSION })));
    const parsed = stored.map((e) => parseStoredEvent('agreement', e) as AgreementEventT);
    expect(fold(parsed)).toEqual(state);
    expect(state.payments[Object.keys(state.payments)[0]!]!.status).toBe('Received');
  });

  it('flattens {type, data} into the machine event', () => {
    expect(flatten({ type: 'ItemAccepted', data: { by: 'buyer', itemId: 'x' } })).toEqual({
      type: 'ItemAccepted',
      by: 'buyer',
      itemId: 'x',
    });
    expect(evolveAgreement(initialAgreementState, { type: 'AgreementPublished', data: { by: 'seller' } })).toEqual(
      initialAgreementState,
    );
  });
});
