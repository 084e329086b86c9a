// Remarks commute: when both parties post many at once on one agreement, none may be lost to a
// version conflict. One instance serialises writes per stream; across instances the write path
// retries with jitter.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '../../../backend/src/event-store/event-store.port.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { newPhone, registerVerified } from '../accounts/support/accounts.js';
import { as, builderItem, parties, sendContract, type Outcome, type SignedIn } from './support/agreements.js';
import { SCENARIOS, build } from './support/scenarios.js';
import { eventually } from '../proposals/support/proposals.js';

const CALLS = 50;

describe('contention on one agreement', () => {
  let app: TestApp;
  let second: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    second = await createTestApp({ db: app.db });
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(async () => {
    await second.close();
    await app.close();
  });

  /** `CALLS` remarks at once, alternating parties, spread over the given instances. */
  async function remarkAtOnce(agreementId: string, instances: TestApp[]) {
    const replies = await Promise.all(
      Array.from({ length: CALLS }, (_, index) =>
        as(instances[index % instances.length]!.baseUrl, index % 2 ? seller : buyer)<Outcome>(
          'POST',
          '/api/Business/RemarkAgreement',
          { AgreementId: agreementId, ParentId: null, RemarkText: `Remark ${index}` },
          { 'Idempotency-Key': randomUUID() },
        ),
      ),
    );
    const events = await app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${agreementId}`);
    return {
      succeeded: replies.filter((reply) => reply.status === 200).length,
      statuses: [...new Set(replies.map((reply) => reply.status))],
      remarks: events.filter((event) => event.type === 'RemarkAdded').length,
    };
  }

  it(`keeps every one of ${CALLS} concurrent remarks by both parties on one instance`, async () => {
    const { ids } = await build(app, seller, buyer, SCENARIOS.Proposed!);
    const outcome = await remarkAtOnce(ids.agreementId, [app]);
    expect(outcome).toEqual({ succeeded: CALLS, statuses: [200], remarks: CALLS });
  });

  it(`keeps at least ${CALLS - 1} of ${CALLS} concurrent remarks sent to two instances`, async () => {
    const { ids } = await build(app, seller, buyer, SCENARIOS.Proposed!);
    const outcome = await remarkAtOnce(ids.agreementId, [app, second]);
    expect(outcome.succeeded).toBeGreaterThanOrEqual(CALLS - 1);
    expect(outcome.remarks).toBe(outcome.succeeded);
  });

  it('decides again on the stream as stored when another instance changed it since this one cached it', async () => {
    // `app` folds and caches the agreement while building it; `second` then moves the item on.
    const { ids } = await build(app, seller, buyer, SCENARIOS.Proposed!);
    const writerOf = (instance: TestApp) => instance.app.get(StreamWriter);
    const buyerOffer = {
      type: 'NegotiateItem',
      data: { AgreementId: ids.agreementId, ItemId: ids.itemId, Amount: '100', CompletionDays: 10 },
    } as const;
    await writerOf(second).execute('agreement', ids.agreementId, { userId: buyer.userId }, buyerOffer);
    // On app's cached state the buyer has made no offer, so the seller could not accept one.
    const accepted = await writerOf(app).execute(
      'agreement',
      ids.agreementId,
      { userId: seller.userId, role: 'seller' },
      { type: 'AcceptItem', data: { AgreementId: ids.agreementId, ItemId: ids.itemId } },
    );
    expect(accepted.events.map((event) => event.type)).toEqual(['ItemAccepted']);
    const events = await app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${ids.agreementId}`);
    expect(events.slice(-2).map((event) => event.type)).toEqual(['ItemNegotiated', 'ItemAccepted']);
  });

  it("gives a reactor the state as of an event: this instance's fold when it holds the event, else the store's", async () => {
    const { ids } = await build(app, seller, buyer, SCENARIOS.Proposed!);
    const stream = `agreement-${ids.agreementId}`;
    const store = app.app.get<EventStore>(EVENT_STORE);
    const writer = app.app.get(StreamWriter);
    const own = (await store.readStream(stream)).at(-1)!;
    expect(await writer.currentSince('agreement', own)).toBe(writer.folded(stream)!.state);
    await second.app.get(StreamWriter).execute(
      'agreement',
      ids.agreementId,
      { userId: buyer.userId },
      {
        type: 'NegotiateItem',
        data: { AgreementId: ids.agreementId, ItemId: ids.itemId, Amount: '100', CompletionDays: 10 },
      },
    );
    const theirs = (await store.readStream(stream)).at(-1)!;
    const state = await writer.currentSince('agreement', theirs);
    expect(writer.folded(stream)).toMatchObject({ version: theirs.streamVersion, state });
  });

  it('decides each step of a batch on the state the steps before it left, the same step twice included', async () => {
    const { ids } = await build(app, seller, buyer, SCENARIOS.Proposed!);
    const offer = {
      command: {
        type: 'NegotiateItem',
        data: { AgreementId: ids.agreementId, ItemId: ids.itemId, Amount: '99', CompletionDays: 9 },
      },
    } as const;
    const stream = `agreement-${ids.agreementId}`;
    const before = (await app.app.get<EventStore>(EVENT_STORE).readStream(stream)).length;
    // After the first offer the item waits for the seller: the buyer's second is refused, and with
    // it the whole batch.
    await expect(
      app.app.get(StreamWriter).executeAll('agreement', ids.agreementId, { userId: buyer.userId }, [offer, offer]),
    ).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    expect(await app.app.get<EventStore>(EVENT_STORE).readStream(stream)).toHaveLength(before);
  });

  it('checks the caller is a party on the stream as stored when another instance seated them since', async () => {
    // Sent to a phone nobody has registered: `app` caches the agreement with the seller's seat open.
    const { id } = await sendContract(app.baseUrl, buyer, newPhone());
    const items = await as(app.baseUrl, buyer)<{ id: string }[]>(
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${id}`,
    );
    const offer = (userId: string) =>
      app.app.get(StreamWriter).execute(
        'agreement',
        id,
        { userId },
        {
          type: 'NegotiateItem',
          data: { AgreementId: id, ItemId: items.body.data![0]!.id, Amount: '95', CompletionDays: 7 },
        },
        { requireParty: true },
      );
    const notAParty = { code: 'NOT_A_PARTY', message: 'You are not a party to this agreement.' };
    await expect(offer(seller.userId)).rejects.toMatchObject(notAParty);
    await second.app
      .get(StreamWriter)
      .execute(
        'agreement',
        id,
        { userId: seller.userId, role: 'seller' },
        { type: 'JoinAgreement', data: { AgreementId: id } },
      );
    expect((await offer(seller.userId)).events.map((event) => event.type)).toEqual(['ItemNegotiated']);
    // An outsider, and an agreement that does not exist, get the same 403, and nothing is appended.
    const version = (await app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${id}`)).length;
    const outsider = await registerVerified(app.baseUrl);
    await expect(offer(outsider.userId)).rejects.toMatchObject(notAParty);
    await expect(
      app.app
        .get(StreamWriter)
        .execute(
          'agreement',
          randomUUID(),
          { userId: buyer.userId },
          { type: 'RejectAgreement', data: { AgreementId: randomUUID() } } as never,
          { requireParty: true },
        ),
    ).rejects.toMatchObject(notAParty);
    expect(await app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${id}`)).toHaveLength(version);
  });

  it('takes a contract of 1,000 items and refuses 1,001 with a plain message, appending nothing', async () => {
    const send = (count: number) =>
      as(app.baseUrl, buyer)<Outcome>('POST', '/api/Business/SendContract', {
        CreatorType: 'buyer',
        ContractType: 'Sales',
        OtherPartyContactInfo: seller.phone,
        Items: Array.from({ length: count }, (_, index) => builderItem(`Item ${index}`)),
      });
    const refused = await send(1001);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'A contract or RFQ can have at most 1,000 items. Split the rest into another one.',
    ]);
    const taken = await send(1000);
    expect([taken.status, taken.body.data!.eventTypes.filter((type) => type === 'ItemAdded').length]).toEqual([
      201, 1000,
    ]);
    // On a loaded machine the read models may still be catching up when the bounded wait ends.
    const items = await eventually(async () => {
      const listed = await as(app.baseUrl, seller)<unknown[]>(
        'GET',
        `/api/Business/GetAgreementItems?agreementId=${taken.body.data!.id}`,
      );
      return listed.body.data?.length === 1000 ? listed.body.data : undefined;
    }, 30_000);
    expect(items).toHaveLength(1000);
  }, 60_000);

  it('refuses an Idempotency-Key longer than 200 characters and appends nothing', async () => {
    const { ids, version } = await build(app, seller, buyer, SCENARIOS.Proposed!);
    const reply = await as(app.baseUrl, buyer)<Outcome>(
      'POST',
      '/api/Business/RemarkAgreement',
      { AgreementId: ids.agreementId, ParentId: null, RemarkText: 'Long key' },
      { 'Idempotency-Key': 'k'.repeat(201) },
    );
    expect([reply.status, reply.body.code]).toEqual([400, 'IDEMPOTENCY_KEY_TOO_LONG']);
    const events = await app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${ids.agreementId}`);
    expect(events).toHaveLength(version);
  });
});
