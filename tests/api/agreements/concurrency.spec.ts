// Both parties acting at once on one agreement: the executor re-decides on conflict, so every
// allowed change lands exactly once, refused ones append nothing, and the read models match the
// stream.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AgreementState } from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../../../backend/src/event-store/event-store.port.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, type Outcome, type Reply, type SignedIn } from './support/agreements.js';
import { foldStream } from './support/fold.js';
import { SCENARIOS, build } from './support/scenarios.js';

interface Sent {
  key: string;
  name: string;
  reply: Reply<Outcome>;
}

describe('concurrent negotiation on one agreement', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  /** Sends every call at once, each with its own Idempotency-Key. */
  const race = (calls: [string, SignedIn, string, unknown][]): Promise<Sent[]> =>
    Promise.all(
      calls.map(async ([name, user, path, body]) => {
        const key = randomUUID();
        return {
          key,
          name,
          reply: await as(app.baseUrl, user)<Outcome>('POST', path, body, { 'Idempotency-Key': key }),
        };
      }),
    );

  /** Each success's events are in the stream exactly once, refusals left nothing, the read model is the fold. */
  async function expectConsistent(agreementId: string, versionBefore: number, sent: Sent[]) {
    const events = await app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${agreementId}`);
    const appended = events.filter((event) => event.streamVersion > versionBefore);
    for (const { key, reply } of sent) {
      const mine = appended.filter((event) => event.metadata.commandId === key).map((event) => event.type);
      expect(mine).toEqual(reply.status === 200 ? reply.body.data!.eventTypes : []);
    }
    expect(appended.every((event) => sent.some((s) => s.key === event.metadata.commandId))).toBe(true);
    const fold = await foldStream(app, agreementId);
    const detail = await as(app.baseUrl, buyer)<{ state: AgreementState; version: number }>(
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
    );
    expect(detail.body.data).toMatchObject({ version: fold.version, state: fold.state });
  }

  it('accept and counters on one item by both parties leave one outcome (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      // The buyer matched the seller's 100: the seller may accept or counter; once the seller has
      // countered, the buyer may counter or accept, and so on: each accept takes the offer as it stands.
      const { ids, version } = await build(app, seller, buyer, SCENARIOS['item Waiting for Seller, offers equal']!);
      const onItem = { AgreementId: ids.agreementId, ItemId: ids.itemId };
      const sent = await race([
        ['seller accepts', seller, '/api/Business/AcceptItem', onItem],
        ['seller counters', seller, '/api/Business/NegotiateItem', { ...onItem, Amount: 95, CompletionDays: 10 }],
        ['buyer counters', buyer, '/api/Business/NegotiateItem', { ...onItem, Amount: 80, CompletionDays: 10 }],
        ['buyer accepts', buyer, '/api/Business/AcceptItem', onItem],
      ]);
      for (const { reply } of sent) expect([200, 409]).toContain(reply.status);
      const landed = sent.filter(({ reply }) => reply.status === 200);
      const versionOf = ({ reply }: (typeof sent)[number]) => reply.body.data!.version;
      // Whatever order the moves landed in was a legal one (the fold below agrees), and an accept
      // agreed the item: nothing landed after it.
      expect(landed.length).toBeGreaterThan(0);
      const accepted = landed.find(({ name }) => name.endsWith('accepts'));
      if (accepted) expect(Math.max(...landed.map(versionOf))).toBe(versionOf(accepted));
      await expectConsistent(ids.agreementId, version, sent);
    }
  });

  it('independent moves by both parties at once all land, none lost (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const { ids, version } = await build(app, seller, buyer, SCENARIOS.Proposed!);
      const sent = await race([
        [
          'buyer counters the item',
          buyer,
          '/api/Business/NegotiateItem',
          { AgreementId: ids.agreementId, ItemId: ids.itemId, Amount: 90, CompletionDays: 9 },
        ],
        [
          'seller accepts the buyer term',
          seller,
          '/api/Business/AcceptTerm',
          { AgreementId: ids.agreementId, TermId: ids.buyerTermId },
        ],
        [
          'buyer accepts the seller term',
          buyer,
          '/api/Business/AcceptTerm',
          { AgreementId: ids.agreementId, TermId: ids.sellerTermId },
        ],
      ]);
      expect(sent.map((s) => [s.name, s.reply.status])).toEqual(sent.map((s) => [s.name, 200]));
      await expectConsistent(ids.agreementId, version, sent);
      const { state } = await foldStream(app, ids.agreementId);
      expect(state.items[ids.itemId]!.status).toBe('Waiting for Seller');
      expect([state.terms[ids.buyerTermId]!.status, state.terms[ids.sellerTermId]!.status]).toEqual([
        'Accepted',
        'Accepted',
      ]);
    }
  });

  it('the same command sent twice at once with one Idempotency-Key is appended once', async () => {
    const { ids, version } = await build(app, seller, buyer, SCENARIOS.Proposed!);
    const key = randomUUID();
    const body = { AgreementId: ids.agreementId, ItemId: ids.itemId, Amount: 91, CompletionDays: 10 };
    const replies = await Promise.all(
      [0, 1].map(() =>
        as(app.baseUrl, buyer)<Outcome>('POST', '/api/Business/NegotiateItem', body, { 'Idempotency-Key': key }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies.map((r) => r.body.data!.duplicate).sort()).toEqual([false, true]);
    const fold = await foldStream(app, ids.agreementId);
    expect(fold.version).toBe(version + 1);
  });
});
