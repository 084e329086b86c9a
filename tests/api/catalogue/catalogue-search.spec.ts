// UserItemDropDown for the editors' catalogue picker (issue 41, point 4): the caller's items found by
// name or HSN/SAC code in any case, of one type when asked, at most 20, with what a line item needs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';

interface Option {
  id: string;
  typeValue: string;
  desc: string;
  itemType: string;
  itemHsnCsnUin: string;
  itemRate: string;
  itemTax: string;
  currencyId: number;
  currency: string;
  sellingUnitId: number;
  sellingUnit: string;
}

const item = (ItemTitle: string, ItemHsnCsnUin: string, ItemTypeId = 1) => ({
  ItemTypeId,
  ItemTitle,
  ItemDescription: `${ItemTitle}, packed`,
  ItemHsnCsnUin,
  ItemRateUnitId: 2,
  ItemSellingUnitId: 17,
  ItemRate: '380.50',
  ItemTax: '28',
});

describe('catalogue picker search (UserItemDropDown)', () => {
  let app: TestApp;
  let asha: SignedIn;
  let ravi: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    [asha, ravi] = await Promise.all([registerVerified(app.baseUrl), registerVerified(app.baseUrl)]);
    const add = (user: SignedIn, AddRequest: object) =>
      call(app.baseUrl, 'POST', '/api/Auth/AddCatalogItem', { token: user.token, body: { AddRequest } });
    for (const body of [
      item('OPC 53 grade cement', '2523'),
      item('White cement', '252321'),
      item('TMT steel bar 12 mm', '7214', 2),
      item('50%_off banner', '4911'),
    ])
      expect((await add(asha, body)).status).toBe(201);
    for (let i = 0; i < 22; i += 1) await add(asha, item(`Tile ${String(i).padStart(2, '0')}`, '6907'));
    await add(ravi, item('Ravi cement', '2523'));
  });
  afterAll(() => app.close());

  const options = async (user: SignedIn, query: string) =>
    call<Option[]>(app.baseUrl, 'GET', `/api/General/UserItemDropDown${query}`, { token: user.token });
  const titles = async (query: string) => (await options(asha, query)).body.data!.map((o) => o.typeValue);

  it('finds items by name in any case, and by HSN/SAC code, only the caller’s, sorted by title', async () => {
    expect(await titles('?search=CEMENT')).toEqual(['OPC 53 grade cement', 'White cement']);
    expect(await titles('?search=2523')).toEqual(['OPC 53 grade cement', 'White cement']);
    expect(await titles('?search=7214')).toEqual(['TMT steel bar 12 mm']);
    const [cement] = (await options(asha, '?search=opc')).body.data!;
    expect(cement).toMatchObject({
      typeValue: 'OPC 53 grade cement',
      desc: 'OPC 53 grade cement, packed',
      itemType: 'Seller',
      itemHsnCsnUin: '2523',
      itemRate: '380.50',
      itemTax: '28',
      currencyId: 2,
      currency: 'INR',
      sellingUnitId: 17,
    });
    expect(cement!.sellingUnit).not.toBe('');
  });

  it('takes %, _ and \\ as plain characters, and filters by type', async () => {
    expect(await titles('?search=50%25_')).toEqual(['50%_off banner']);
    expect(await titles('?search=%25')).toEqual(['50%_off banner']);
    expect(await titles('?search=cement&itemType=Buyer')).toEqual([]);
    expect(await titles('?itemType=buyer')).toEqual(['TMT steel bar 12 mm']);
  });

  it('answers at most 20 matches', async () => {
    const tiles = await titles('?search=tile');
    expect(tiles).toHaveLength(20);
    expect(tiles[0]).toBe('Tile 00');
    expect(await titles('')).toHaveLength(20);
  });

  it('refuses a search over 100 characters and an unknown type with a plain message', async () => {
    const long = await options(asha, `?search=${'a'.repeat(101)}`);
    expect([long.status, long.body.message]).toEqual([400, 'Search for at most 100 characters.']);
    const type = await options(asha, '?itemType=Both');
    expect([type.status, type.body.message]).toEqual([400, 'Please select a valid type.']);
  });
});
