// A push that names the items it changed, and the bounded read of just those rows: a counter on
// one item pushes {firstVersion, itemIds}; a change that may touch more (a counter with a remark,
// a term) pushes no item ids; GetAgreementItems?ids= answers those rows alone, to parties only;
// an outsider's socket hears nothing of it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_PUSHED_ITEM_IDS } from '@samvida/machines';
import { registerVerified } from '../api/accounts/support/accounts.js';
import {
  as,
  builderItem,
  parties,
  sendContract,
  type Outcome,
  type SignedIn,
} from '../api/agreements/support/agreements.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';
import { agreementPush, connect, type LiveClient } from './support/live.js';

interface Row {
  id: string;
  itemTitle: string;
  sellerRate: string | null;
}

describe('pushes that name the changed items, and the read of those rows', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let stranger: SignedIn;
  let agreementId: string;
  let rows: Row[];
  let buyerLive: LiveClient;
  let strangerLive: LiveClient;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    stranger = await registerVerified(app.baseUrl, { UsrName: 'Nosy Neighbour' });
    agreementId = (
      await sendContract(app.baseUrl, buyer, seller.phone, {
        Items: ['Bolts', 'Nuts', 'Washers'].map((title) => builderItem(title, '10.00')),
      })
    ).id;
    rows = (await as(app.baseUrl, buyer)<Row[]>('GET', `/api/Business/GetAgreementItems?agreementid=${agreementId}`))
      .body.data!;
    [buyerLive, strangerLive] = await Promise.all([
      connect(app.baseUrl, buyer.token),
      connect(app.baseUrl, stranger.token),
    ]);
  });
  afterAll(async () => {
    buyerLive?.close();
    strangerLive?.close();
    await app.close();
  });

  const counter = (itemId: string, amount: string, remark?: string) =>
    as(app.baseUrl, seller)<Outcome>('POST', '/api/Business/NegotiateItem', {
      AgreementId: agreementId,
      ItemId: itemId,
      Amount: amount,
      CompletionDays: 9,
      RemarkText: remark,
    });

  it('pushes a counter on one item with that item id and the version before it', async () => {
    const before = (
      await as(app.baseUrl, buyer)<{ version: number }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
      )
    ).body.data!.version;
    const reply = await counter(rows[1]!.id, '9.50');
    expect(reply.status).toBe(200);
    const push = await buyerLive.waitFor(agreementPush(agreementId, 'ItemNegotiated'));
    expect(push).toMatchObject({
      version: reply.body.data!.version,
      firstVersion: before + 1,
      eventTypes: ['ItemNegotiated'],
      itemIds: [rows[1]!.id],
    });
  });

  it('names no items when the change carries a remark too (the remark lands elsewhere)', async () => {
    const reply = await counter(rows[2]!.id, '9.75', 'Best we can do');
    expect(reply.status).toBe(200);
    const version = reply.body.data!.version;
    const push = await buyerLive.waitFor(agreementPush(agreementId, 'ItemNegotiated', version));
    expect(push.eventTypes).toEqual(expect.arrayContaining(['RemarkAdded', 'ItemNegotiated']));
    expect(push).not.toHaveProperty('itemIds');
  });

  it('reads only the named rows, as they are now', async () => {
    const reply = await as(app.baseUrl, buyer)<Row[]>(
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}&ids=${rows[1]!.id},${rows[2]!.id}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data!.map((row) => [row.itemTitle, row.sellerRate])).toEqual([
      ['Nuts', '9.50'],
      ['Washers', '9.75'],
    ]);
  });

  it('finds no rows for ids of another agreement, and refuses more ids than a push names', async () => {
    const other = (await sendContract(app.baseUrl, buyer, seller.phone)).id;
    const elsewhere = await as(app.baseUrl, buyer)<Row[]>(
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${other}&ids=${rows[0]!.id}`,
    );
    expect([elsewhere.status, elsewhere.body.data]).toEqual([200, []]);
    const tooMany = Array.from({ length: MAX_PUSHED_ITEM_IDS + 1 }, () => rows[0]!.id).join(',');
    const refused = await as(app.baseUrl, buyer)(
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}&ids=${tooMany}`,
    );
    expect(refused.status).toBe(400);
  });

  it('gives an outsider neither the rows nor the push', async () => {
    const read = await as(app.baseUrl, stranger)(
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}&ids=${rows[0]!.id}`,
    );
    expect([read.status, read.body.code, read.body.data]).toEqual([403, 'NOT_A_PARTY', undefined]);
    const reply = await counter(rows[0]!.id, '9.25');
    await buyerLive.waitFor(agreementPush(agreementId, 'ItemNegotiated', reply.body.data!.version));
    expect(strangerLive.pushes).toEqual([]);
  });
});
