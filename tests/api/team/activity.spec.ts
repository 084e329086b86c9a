// Issue 38: every change a member makes through the API names the member, including those that are
// not contract or RFQ events (here, the business's catalogue): the business's activity list shows
// who made which call, to every member and to nobody else.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { CEMENT } from '../catalogue/support/items.js';
import { teamOf, type Member } from './support/team.js';

interface Activity {
  At: string;
  MemberName: string;
  Call: string;
}

describe('member activity', () => {
  let app: TestApp;
  let owner: SignedIn;
  let stranger: SignedIn;
  let manager: Member;
  let viewer: Member;

  beforeAll(async () => {
    app = await createTestApp();
    [owner, stranger] = await Promise.all([registerVerified(app.baseUrl), registerVerified(app.baseUrl)]);
    [manager, viewer] = await teamOf(app.baseUrl, owner, ['manager', 'viewer']);
  });
  afterAll(() => app.close());

  const activityOf = async (user: SignedIn) =>
    (await as(app.baseUrl, user)<Activity[]>('GET', '/api/Team/Activity')).body.data!;
  const addItem = (user: SignedIn) =>
    as(app.baseUrl, user)('POST', '/api/Auth/AddCatalogItem', { AddRequest: CEMENT, AddAttachmentRequest: [] });

  it('names the member behind a catalogue change, for every member of the business only', async () => {
    expect((await addItem(manager)).status).toBe(201);
    expect((await addItem(owner)).status).toBe(201);
    // Refused changes are not activity.
    expect((await addItem(viewer)).status).toBe(403);

    const expected = [{ MemberName: 'Manager Member', Call: 'POST /api/Auth/AddCatalogItem' }];
    expect((await activityOf(viewer)).map(({ MemberName, Call }) => ({ MemberName, Call }))).toEqual(expected);
    expect((await activityOf(owner)).map(({ MemberName, Call }) => ({ MemberName, Call }))).toEqual(expected);
    expect(await activityOf(stranger)).toEqual([]);
  });
});
