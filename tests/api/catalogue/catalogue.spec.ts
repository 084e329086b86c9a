// The caller's catalogue: GetCatalogItem, AddCatalogItem, UpdateCatalogItem, DeleteItemAttachment,
// DeleteCatalogItem and UserItemDropDown. Validation per spec §5, exact money, owner isolation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HOUSE_MESSAGES } from '@samvida/machines';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { count, samples, sql, uploaded } from '../uploads/support/uploads.js';
import { CEMENT as cement } from './support/items.js';

interface ItemView {
  id: string;
  itemTypeId: number;
  itemType: string;
  itemHsnCsnUin: string;
  itemTitle: string;
  itemDescription: string;
  itemRate: string;
  itemTax: string;
  currencyId: number;
  currency: string;
  sellingUnitId: number;
  sellingUnit: string;
  catalogAttachments: { id: string; link: string; uploadId: string; name: string }[];
}
interface Lists {
  seller: ItemView[];
  buyer: ItemView[];
}

describe('catalogue', () => {
  let app: TestApp;
  let dataDir: string;
  let asha: SignedIn;
  let ravi: SignedIn;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-catalogue-'));
    app = await createTestApp({ env: { DATA_DIR: dataDir } });
    [asha, ravi] = await Promise.all([registerVerified(app.baseUrl), registerVerified(app.baseUrl)]);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const add = (
    user: SignedIn,
    AddRequest: Record<string, unknown>,
    AddAttachmentRequest: string[] = [],
    extra: Record<string, unknown> = {},
  ) =>
    call<ItemView>(app.baseUrl, 'POST', '/api/Auth/AddCatalogItem', {
      token: user.token,
      body: { AddRequest, AddAttachmentRequest, ...extra },
    });
  const update = (user: SignedIn, AddRequest: Record<string, unknown>, AddAttachmentRequest: string[] = []) =>
    call<ItemView>(app.baseUrl, 'POST', '/api/Auth/UpdateCatalogItem', {
      token: user.token,
      body: { AddRequest, AddAttachmentRequest },
    });
  const lists = async (user: SignedIn) =>
    (await call<Lists>(app.baseUrl, 'GET', '/api/Auth/GetCatalogItem', { token: user.token })).body.data!;
  const rowOf = async (id: string) => (await sql(app.db.url, 'select * from catalogue_items where id = $1', [id]))[0];

  it('adds an item to sell with an attachment; the owner is the caller, never OwnerId', async () => {
    const photo = await uploaded(app.baseUrl, asha.token, samples.jpeg, 'cement-bag.jpg');
    const { status, body } = await add(asha, cement, [photo.url], { OwnerId: ravi.userId });
    expect(status).toBe(201);
    expect(body.message).toBe('Data added successfully');
    expect(body.data).toEqual({
      id: expect.any(String),
      itemTypeId: 1,
      itemType: 'Seller',
      itemHsnCsnUin: '2523',
      itemTitle: 'OPC 53 grade cement',
      itemDescription: '50 kg bag',
      itemRate: '380.50',
      itemTax: '28',
      currencyId: 2,
      currency: 'INR',
      sellingUnitId: 17,
      sellingUnit: 'Bag',
      catalogAttachments: [{ id: expect.any(String), link: photo.url, uploadId: photo.id, name: 'cement-bag.jpg' }],
    });
    expect((await rowOf(body.data!.id))!.owner_id).toBe(asha.userId);
    expect((await lists(ravi)).seller).toEqual([]);
    expect((await lists(asha)).seller.map((item) => item.id)).toContain(body.data!.id);
  });

  it('splits the lists by type: To Sell (1) is Seller, To Buy (2) is Buyer', async () => {
    const { body } = await add(asha, {
      ItemTypeId: '2',
      ItemTitle: 'Printer paper',
      ItemRateUnitId: 'inr',
      ItemSellingUnitId: 'Box',
      ItemRate: 245,
    });
    const { seller, buyer } = await lists(asha);
    expect(buyer.map((item) => item.id)).toEqual([body.data!.id]);
    expect(buyer[0]).toMatchObject({
      itemType: 'Buyer',
      itemTypeId: 2,
      currencyId: 2,
      sellingUnitId: 13,
      itemRate: '245.00',
      itemTax: '0',
    });
    expect(seller.every((item) => item.itemType === 'Seller')).toBe(true);
  });

  it('keeps money exact: decimal strings in, numeric(18,2) stored, the same strings out', async () => {
    const { body } = await add(asha, { ...cement, ItemRate: '0.30', ItemTax: 12.5 });
    expect(body.data).toMatchObject({ itemRate: '0.30', itemTax: '12.5' });
    const fromNumber = await add(asha, { ...cement, ItemRate: 1234.5 });
    expect(fromNumber.body.data!.itemRate).toBe('1234.50');
    const large = await add(asha, { ...cement, ItemRate: '98765432109.99' });
    expect(large.body.data!.itemRate).toBe('98765432109.99');
    const row = await sql<{ item_rate: string; type: string }>(
      app.db.url,
      `select item_rate::text, pg_typeof(item_rate)::text as type from catalogue_items where id = $1`,
      [large.body.data!.id],
    );
    expect(row[0]).toEqual({ item_rate: '98765432109.99', type: 'numeric' });
    const bad = await add(asha, { ...cement, ItemRate: '10.005' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(HOUSE_MESSAGES.amountInvalid);
  });

  describe('validation messages of spec §5, and nothing written', () => {
    it.each([
      ['no item type', { ...cement, ItemTypeId: undefined }, 'Item type has to be valid'],
      ['item type 3', { ...cement, ItemTypeId: 3 }, 'Item type has to be valid'],
      ['no currency', { ...cement, ItemRateUnitId: undefined }, 'Currency has to be selected'],
      ['an unknown currency id', { ...cement, ItemRateUnitId: 99 }, 'Currency has to be selected'],
      ['an unknown currency code', { ...cement, ItemRateUnitId: 'XYZ' }, 'Currency has to be selected'],
      ['no unit', { ...cement, ItemSellingUnitId: undefined }, 'Unit has to be selected'],
      ['an unknown unit', { ...cement, ItemSellingUnitId: 999 }, 'Unit has to be selected'],
    ])('%s: 400 "%s"', async (_case, AddRequest, message) => {
      const before = await count(app.db.url, 'catalogue_items');
      const { status, body } = await add(asha, AddRequest);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 0, message });
      expect(await count(app.db.url, 'catalogue_items')).toBe(before);
    });

    it('an empty body leads with the item-type message', async () => {
      const { status, body } = await call(app.baseUrl, 'POST', '/api/Auth/AddCatalogItem', {
        token: asha.token,
        body: {},
      });
      expect(status).toBe(400);
      expect(body.message).toBe('Item type has to be valid');
    });

    it("another user's upload as an attachment is refused and nothing is written", async () => {
      const theirs = await uploaded(app.baseUrl, ravi.token, samples.pdf, 'theirs.pdf');
      const [items, attachments] = [
        await count(app.db.url, 'catalogue_items'),
        await count(app.db.url, 'catalogue_item_attachments'),
      ];
      const { status, body } = await add(asha, cement, [theirs.url]);
      expect(status).toBe(400);
      expect(body.code).toBe('UNKNOWN_ATTACHMENT');
      expect(await count(app.db.url, 'catalogue_items')).toBe(items);
      expect(await count(app.db.url, 'catalogue_item_attachments')).toBe(attachments);
    });
  });

  describe('update', () => {
    it('changes the fields and adds attachments, keeping the existing ones', async () => {
      const first = await uploaded(app.baseUrl, asha.token, samples.pdf, 'spec-sheet.pdf');
      const { body: created } = await add(asha, cement, [first.id]);
      const second = await uploaded(app.baseUrl, asha.token, samples.png, 'test-report.png');
      const { status, body } = await update(
        asha,
        { ...cement, Id: created.data!.id, ItemTitle: 'PPC cement', ItemRate: '365', ItemSellingUnitId: 1 },
        [first.id, second.url],
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Data updated successfully.');
      expect(body.data).toMatchObject({
        id: created.data!.id,
        itemTitle: 'PPC cement',
        itemRate: '365.00',
        sellingUnitId: 1,
        sellingUnit: 'Count',
      });
      expect(body.data!.catalogAttachments.map((attachment) => attachment.uploadId)).toEqual([first.id, second.id]);
    });

    it('a failed update changes nothing', async () => {
      const { body: created } = await add(asha, cement);
      const before = await rowOf(created.data!.id);
      const { status, body } = await update(asha, {
        ...cement,
        Id: created.data!.id,
        ItemTitle: 'Changed',
        ItemRateUnitId: 42,
      });
      expect(status).toBe(400);
      expect(body.message).toBe('Currency has to be selected');
      expect(await rowOf(created.data!.id)).toEqual(before);
    });

    it('needs the item id', async () => {
      const { status, body } = await update(asha, cement);
      expect(status).toBe(400);
      expect(body.message).toBe('Please choose the item to update.');
    });
  });

  describe('delete', () => {
    it('removes an attachment of the item, then the item', async () => {
      const file = await uploaded(app.baseUrl, asha.token, samples.pdf, 'brochure.pdf');
      const { body: created } = await add(asha, cement, [file.id]);
      const item = created.data!;
      const attachId = item.catalogAttachments[0]!.id;

      const wrongItem = await call(
        app.baseUrl,
        'DELETE',
        `/api/Auth/DeleteItemAttachment?attachId=${attachId}&itemId=${randomUUID()}`,
        { token: asha.token },
      );
      expect(wrongItem.status).toBe(404);

      const removed = await call(
        app.baseUrl,
        'DELETE',
        `/api/Auth/DeleteItemAttachment?attachId=${attachId}&itemId=${item.id}`,
        { token: asha.token },
      );
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe('Deleted successfully');
      const after = (await lists(asha)).seller.find((entry) => entry.id === item.id)!;
      expect(after.catalogAttachments).toEqual([]);
      expect(await count(app.db.url, `uploads where id = '${file.id}'`)).toBe(1);

      const deleted = await call(app.baseUrl, 'DELETE', `/api/Auth/DeleteCatalogItem?itemId=${item.id}`, {
        token: asha.token,
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Deleted successfully');
      expect(await rowOf(item.id)).toBeUndefined();
      expect(
        (await call(app.baseUrl, 'DELETE', `/api/Auth/DeleteCatalogItem?itemId=${item.id}`, { token: asha.token }))
          .status,
      ).toBe(404);
    });

    it('a malformed id is a 400', async () => {
      const { status, body } = await call(app.baseUrl, 'DELETE', '/api/Auth/DeleteCatalogItem?itemId=12', {
        token: asha.token,
      });
      expect(status).toBe(400);
      expect(body.message).toBe('Please choose an item.');
    });
  });

  describe('isolation between users', () => {
    it('another user cannot see, change or delete an item or its attachment: 404 and nothing changes', async () => {
      const file = await uploaded(app.baseUrl, asha.token, samples.pdf, 'private.pdf');
      const { body: created } = await add(asha, cement, [file.id]);
      const item = created.data!;
      const before = await rowOf(item.id);

      expect((await lists(ravi)).seller.map((entry) => entry.id)).not.toContain(item.id);
      const options = await call<{ id: string }[]>(app.baseUrl, 'GET', '/api/General/UserItemDropDown', {
        token: ravi.token,
      });
      expect(options.body.data!.map((entry) => entry.id)).not.toContain(item.id);

      const changed = await update(ravi, { ...cement, Id: item.id, ItemTitle: 'Hijacked' });
      expect(changed.status).toBe(404);
      expect(changed.body.code).toBe('CATALOGUE_ITEM_NOT_FOUND');
      const detached = await call(
        app.baseUrl,
        'DELETE',
        `/api/Auth/DeleteItemAttachment?attachId=${item.catalogAttachments[0]!.id}&itemId=${item.id}`,
        {
          token: ravi.token,
        },
      );
      expect(detached.status).toBe(404);
      expect(
        (await call(app.baseUrl, 'DELETE', `/api/Auth/DeleteCatalogItem?itemId=${item.id}`, { token: ravi.token }))
          .status,
      ).toBe(404);

      expect(await rowOf(item.id)).toEqual(before);
      expect(await count(app.db.url, `catalogue_item_attachments where item_id = '${item.id}'`)).toBe(1);
    });

    it('needs a signed-in user', async () => {
      expect((await call(app.baseUrl, 'GET', '/api/Auth/GetCatalogItem')).status).toBe(401);
      expect(
        (await call(app.baseUrl, 'POST', '/api/Auth/AddCatalogItem', { body: { AddRequest: cement } })).status,
      ).toBe(401);
    });
  });

  it('UserItemDropDown lists the caller’s items for pickers', async () => {
    const fresh = await registerVerified(app.baseUrl);
    const { body: created } = await add(fresh, {
      ...cement,
      ItemTitle: 'River sand',
      ItemDescription: 'Per tonne',
      ItemSellingUnitId: 5,
      ItemRate: '1450',
    });
    const { status, body } = await call(app.baseUrl, 'GET', '/api/general/useritemdropdown', { token: fresh.token });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: created.data!.id,
        typeValue: 'River sand',
        desc: 'Per tonne',
        itemTypeId: 1,
        itemType: 'Seller',
        itemHsnCsnUin: '2523',
        itemRate: '1450.00',
        itemTax: '28',
        currencyId: 2,
        currency: 'INR',
        sellingUnitId: 5,
        sellingUnit: 'Tonne',
      },
    ]);
  });
});
