// Term groups and their terms: GetTermGroupList, Add/UpdateUserTermGroup, DeleteUserTermGroup,
// GetTermList, Add/UpdateTermInTermGroup, RemoveUserTermAttachment, RemoveUserTermFromGroup,
// UserTermDropDown, and TermGroupsService.termsOfGroup for the agreement builders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TermGroupsService } from '../../../backend/src/term-groups/term-groups.service.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { count, samples, sql, uploaded } from '../uploads/support/uploads.js';

interface GroupView {
  groupId: string;
  groupName: string;
  description: string;
  typeName: string;
  ldPercentOnlyForBuying: string;
  ldAppliedInDaysOnlyForBuying: number;
  advancePercent: string | null;
}
interface TermView {
  id: string;
  groupId: string;
  termTitle: string;
  termTxt: string;
  attachmentList: { id: string; link: string; uploadId: string; name: string }[];
}

const supplyTerms = {
  GroupName: 'Standard supply terms',
  Description: 'Terms we propose on every supply order',
  TypeName: 'Seller',
  LDPercentOnlyForBuying: '0.5',
  LDAppliedInDaysOnlyForBuying: 7,
};

describe('term groups', () => {
  let app: TestApp;
  let dataDir: string;
  let asha: SignedIn;
  let ravi: SignedIn;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-term-groups-'));
    app = await createTestApp({ env: { DATA_DIR: dataDir } });
    [asha, ravi] = await Promise.all([registerVerified(app.baseUrl), registerVerified(app.baseUrl)]);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const addGroup = (user: SignedIn, body: Record<string, unknown>) =>
    call<GroupView>(app.baseUrl, 'POST', '/api/Auth/AddUserTermGroup', { token: user.token, body });
  const newGroup = async (user: SignedIn, overrides: Record<string, unknown> = {}) =>
    (await addGroup(user, { ...supplyTerms, ...overrides })).body.data!;
  const addTerm = (user: SignedIn, body: Record<string, unknown>) =>
    call<TermView>(app.baseUrl, 'POST', '/api/Auth/AddTermInTermGroup', { token: user.token, body });
  const termsOf = async (user: SignedIn, groupId: string) =>
    call<TermView[]>(app.baseUrl, 'GET', `/api/Auth/GetTermList?groupId=${groupId}`, { token: user.token });
  const groupRow = async (id: string) => (await sql(app.db.url, 'select * from term_groups where id = $1', [id]))[0];
  const termRow = async (id: string) => (await sql(app.db.url, 'select * from group_terms where id = $1', [id]))[0];

  describe('groups', () => {
    it('adds a group and lists it', async () => {
      const { status, body } = await addGroup(asha, { ...supplyTerms, GroupId: 'ignored' });
      expect(status).toBe(201);
      expect(body.message).toBe('Data added successfully');
      expect(body.data).toEqual({
        groupId: expect.any(String),
        groupName: 'Standard supply terms',
        description: 'Terms we propose on every supply order',
        typeName: 'Seller',
        ldPercentOnlyForBuying: '0.5',
        ldAppliedInDaysOnlyForBuying: 7,
        advancePercent: null,
      });
      const list = await call<GroupView[]>(app.baseUrl, 'GET', '/api/Auth/GetTermGroupList', { token: asha.token });
      expect(list.body.data).toContainEqual(body.data);
      expect((await groupRow(body.data!.groupId))!.owner_id).toBe(asha.userId);
    });

    it('accepts the type in any case and defaults the LD figures to 0', async () => {
      const group = await newGroup(asha, {
        TypeName: 'buyer',
        LDPercentOnlyForBuying: undefined,
        LDAppliedInDaysOnlyForBuying: undefined,
      });
      expect(group).toMatchObject({ typeName: 'Buyer', ldPercentOnlyForBuying: '0', ldAppliedInDaysOnlyForBuying: 0 });
    });

    // Issue 41, point 4: a group carries the advance an editor takes when the group is picked.
    it('keeps an advance percent exactly, 0 included; blank or missing means no advance', async () => {
      const withAdvance = await newGroup(asha, { AdvancePercent: '12.5' });
      expect(withAdvance.advancePercent).toBe('12.5');
      expect((await groupRow(withAdvance.groupId))!.advance_percent).toBe('12.50');
      expect((await newGroup(asha, { AdvancePercent: 100 })).advancePercent).toBe('100');
      expect((await newGroup(asha, { AdvancePercent: '0' })).advancePercent).toBe('0');
      const blank = await newGroup(asha, { AdvancePercent: ' ' });
      expect(blank.advancePercent).toBeNull();
      expect((await groupRow(blank.groupId))!.advance_percent).toBeNull();
      const list = await call<GroupView[]>(app.baseUrl, 'GET', '/api/Auth/GetTermGroupList', { token: asha.token });
      expect(list.body.data).toContainEqual(withAdvance);
    });

    it('an update sets or clears the advance', async () => {
      const group = await newGroup(asha, { AdvancePercent: '10' });
      const update = (AdvancePercent: unknown) =>
        call<GroupView>(app.baseUrl, 'POST', '/api/Auth/UpdateUserTermGroup', {
          token: asha.token,
          body: { ...supplyTerms, GroupId: group.groupId, AdvancePercent },
        });
      expect((await update('20.25')).body.data!.advancePercent).toBe('20.25');
      expect((await update('')).body.data!.advancePercent).toBeNull();
      expect((await groupRow(group.groupId))!.advance_percent).toBeNull();
    });

    it.each([
      ['no type', { TypeName: '' }, 'Please select a valid type.'],
      ['an unknown type', { TypeName: 'Vendor' }, 'Please select a valid type.'],
      ['a blank name', { GroupName: '   ' }, 'Please enter a valid name.'],
      ['no description', { Description: undefined }, 'Please enter a valid description.'],
      [
        'an LD percent over 100',
        { LDPercentOnlyForBuying: '120' },
        'Enter a percent between 0 and 100 with at most 2 decimals.',
      ],
      [
        'an advance over 100',
        { AdvancePercent: '100.01' },
        'Enter a percent between 0 and 100 with at most 2 decimals.',
      ],
      ['a negative advance', { AdvancePercent: -5 }, 'Enter a percent between 0 and 100 with at most 2 decimals.'],
      [
        'an advance of 3 decimals',
        { AdvancePercent: '12.345' },
        'Enter a percent between 0 and 100 with at most 2 decimals.',
      ],
      ['an advance in words', { AdvancePercent: 'ten' }, 'Enter a percent between 0 and 100 with at most 2 decimals.'],
    ])('%s: 400 "%s", nothing written', async (_case, overrides, message) => {
      const before = await count(app.db.url, 'term_groups');
      const { status, body } = await addGroup(asha, { ...supplyTerms, ...overrides });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 0, message });
      expect(await count(app.db.url, 'term_groups')).toBe(before);
    });

    it('updates a group; a refused update changes nothing', async () => {
      const group = await newGroup(asha);
      const { status, body } = await call<GroupView>(app.baseUrl, 'POST', '/api/Auth/UpdateUserTermGroup', {
        token: asha.token,
        body: {
          ...supplyTerms,
          GroupId: group.groupId,
          GroupName: 'Purchase terms',
          TypeName: 'Buyer',
          LDPercentOnlyForBuying: 2.25,
        },
      });
      expect(status).toBe(200);
      expect(body.message).toBe('Data updated successfully.');
      expect(body.data).toMatchObject({
        groupId: group.groupId,
        groupName: 'Purchase terms',
        typeName: 'Buyer',
        ldPercentOnlyForBuying: '2.25',
      });

      const before = await groupRow(group.groupId);
      const refused = await call(app.baseUrl, 'POST', '/api/Auth/UpdateUserTermGroup', {
        token: asha.token,
        body: { ...supplyTerms, GroupId: group.groupId, GroupName: 'Changed', Description: '' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Please enter a valid description.');
      expect(await groupRow(group.groupId)).toEqual(before);
    });

    it('deletes a group with its terms', async () => {
      const group = await newGroup(asha);
      const { body: term } = await addTerm(asha, {
        GroupId: group.groupId,
        TermTitle: 'Delivery',
        TermTxt: 'Within 7 days',
      });
      const { status, body } = await call(
        app.baseUrl,
        'DELETE',
        `/api/Auth/DeleteUserTermGroup?termId=${group.groupId}`,
        { token: asha.token },
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Deleted successfully');
      expect(await groupRow(group.groupId)).toBeUndefined();
      expect(await termRow(term.data!.id)).toBeUndefined();
      expect(
        (
          await call(app.baseUrl, 'DELETE', `/api/Auth/DeleteUserTermGroup?termId=${group.groupId}`, {
            token: asha.token,
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('terms in a group', () => {
    it('adds a term with an attachment and lists the terms in order', async () => {
      const group = await newGroup(asha);
      const annexure = await uploaded(app.baseUrl, asha.token, samples.pdf, 'warranty-annexure.pdf');
      const first = await addTerm(asha, {
        GroupId: group.groupId,
        TermTitle: 'Warranty',
        TermTxt: '12 months from delivery',
        AttachmentList: [annexure.url],
      });
      expect(first.status).toBe(201);
      expect(first.body.message).toBe('Data added successfully');
      expect(first.body.data).toEqual({
        id: expect.any(String),
        groupId: group.groupId,
        termTitle: 'Warranty',
        termTxt: '12 months from delivery',
        attachmentList: [
          { id: expect.any(String), link: annexure.url, uploadId: annexure.id, name: 'warranty-annexure.pdf' },
        ],
      });
      const second = await addTerm(asha, {
        GroupId: group.groupId,
        TermTitle: 'Payment',
        TermTxt: '30 days from invoice',
      });
      const { status, body } = await termsOf(asha, group.groupId);
      expect(status).toBe(200);
      expect(body.data!.map((term) => term.id)).toEqual([first.body.data!.id, second.body.data!.id]);
    });

    it.each([
      ['a blank title', { TermTitle: ' ' }],
      ['a blank text (the spec reuses the title message)', { TermTxt: '' }],
    ])('%s: 400 "Please enter valid title", nothing written', async (_case, overrides) => {
      const group = await newGroup(asha);
      const before = await count(app.db.url, 'group_terms');
      const { status, body } = await addTerm(asha, {
        GroupId: group.groupId,
        TermTitle: 'Title',
        TermTxt: 'Text',
        ...overrides,
      });
      expect(status).toBe(400);
      expect(body.message).toBe('Please enter valid title');
      expect(await count(app.db.url, 'group_terms')).toBe(before);
    });

    it("refuses another user's upload as an attachment and writes nothing", async () => {
      const group = await newGroup(asha);
      const theirs = await uploaded(app.baseUrl, ravi.token, samples.pdf, 'theirs.pdf');
      const before = [await count(app.db.url, 'group_terms'), await count(app.db.url, 'group_term_attachments')];
      const { status, body } = await addTerm(asha, {
        GroupId: group.groupId,
        TermTitle: 'T',
        TermTxt: 'X',
        AttachmentList: [theirs.id],
      });
      expect(status).toBe(400);
      expect(body.code).toBe('UNKNOWN_ATTACHMENT');
      expect([await count(app.db.url, 'group_terms'), await count(app.db.url, 'group_term_attachments')]).toEqual(
        before,
      );
    });

    it('updates a term, adds attachments, removes one attachment, then the term', async () => {
      const group = await newGroup(asha);
      const first = await uploaded(app.baseUrl, asha.token, samples.png, 'site.png');
      const { body: added } = await addTerm(asha, {
        GroupId: group.groupId,
        TermTitle: 'Site access',
        TermTxt: '9 to 6',
        AttachmentList: [first.id],
      });
      const second = await uploaded(app.baseUrl, asha.token, samples.pdf, 'permit.pdf');
      const updated = await call<TermView>(app.baseUrl, 'POST', '/api/Auth/UpdateTermInTermGroup', {
        token: asha.token,
        body: {
          Id: added.data!.id,
          GroupId: group.groupId,
          TermTitle: 'Site access',
          TermTxt: '9 am to 6 pm, Monday to Saturday',
          AttachmentList: [first.id, second.id],
        },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe('Data updated successfully.');
      expect(updated.body.data!.termTxt).toBe('9 am to 6 pm, Monday to Saturday');
      expect(updated.body.data!.attachmentList.map((attachment) => attachment.uploadId)).toEqual([first.id, second.id]);

      const attachmentId = updated.body.data!.attachmentList[0]!.id;
      const removed = await call(
        app.baseUrl,
        'DELETE',
        `/api/Auth/RemoveUserTermAttachment?termAttachmentId=${attachmentId}`,
        { token: asha.token },
      );
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe('Deleted successfully');
      expect(
        (await termsOf(asha, group.groupId)).body.data![0]!.attachmentList.map((attachment) => attachment.uploadId),
      ).toEqual([second.id]);

      const gone = await call(app.baseUrl, 'DELETE', `/api/Auth/RemoveUserTermFromGroup?userTermId=${added.data!.id}`, {
        token: asha.token,
      });
      expect(gone.status).toBe(200);
      expect(gone.body.message).toBe('Deleted successfully');
      expect((await termsOf(asha, group.groupId)).body.data).toEqual([]);
    });

    it('a refused term update changes nothing; a term is updated only within its group', async () => {
      const group = await newGroup(asha);
      const other = await newGroup(asha);
      const { body: added } = await addTerm(asha, {
        GroupId: group.groupId,
        TermTitle: 'Insurance',
        TermTxt: 'Transit insurance by seller',
      });
      const before = await termRow(added.data!.id);
      const blank = await call(app.baseUrl, 'POST', '/api/Auth/UpdateTermInTermGroup', {
        token: asha.token,
        body: { Id: added.data!.id, GroupId: group.groupId, TermTitle: '', TermTxt: 'Changed' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Please enter valid title');
      const elsewhere = await call(app.baseUrl, 'POST', '/api/Auth/UpdateTermInTermGroup', {
        token: asha.token,
        body: { Id: added.data!.id, GroupId: other.groupId, TermTitle: 'Changed', TermTxt: 'Changed' },
      });
      expect(elsewhere.status).toBe(404);
      expect(await termRow(added.data!.id)).toEqual(before);
    });
  });

  describe('isolation between users', () => {
    it("another user's group, term and attachment are 404 for every call, and nothing changes", async () => {
      const group = await newGroup(asha);
      const file = await uploaded(app.baseUrl, asha.token, samples.pdf, 'private.pdf');
      const { body: term } = await addTerm(asha, {
        GroupId: group.groupId,
        TermTitle: 'Secret',
        TermTxt: 'Only mine',
        AttachmentList: [file.id],
      });
      const [groupBefore, termBefore] = [await groupRow(group.groupId), await termRow(term.data!.id)];
      const attachmentId = term.data!.attachmentList[0]!.id;
      const as = { token: ravi.token };

      const list = await call<GroupView[]>(app.baseUrl, 'GET', '/api/Auth/GetTermGroupList', as);
      expect(list.body.data!.map((entry) => entry.groupId)).not.toContain(group.groupId);
      const options = await call<{ id: string }[]>(
        app.baseUrl,
        'GET',
        '/api/General/UserTermDropDown?typeName=Seller',
        as,
      );
      expect(options.body.data!.map((entry) => entry.id)).not.toContain(group.groupId);

      const attempts = [
        await call(app.baseUrl, 'GET', `/api/Auth/GetTermList?groupId=${group.groupId}`, as),
        await call(app.baseUrl, 'POST', '/api/Auth/UpdateUserTermGroup', {
          ...as,
          body: { ...supplyTerms, GroupId: group.groupId, GroupName: 'Hijacked' },
        }),
        await call(app.baseUrl, 'POST', '/api/Auth/AddTermInTermGroup', {
          ...as,
          body: { GroupId: group.groupId, TermTitle: 'Sneaky', TermTxt: 'Added' },
        }),
        await call(app.baseUrl, 'POST', '/api/Auth/UpdateTermInTermGroup', {
          ...as,
          body: { Id: term.data!.id, GroupId: group.groupId, TermTitle: 'Hijacked', TermTxt: 'Changed' },
        }),
        await call(app.baseUrl, 'DELETE', `/api/Auth/RemoveUserTermAttachment?termAttachmentId=${attachmentId}`, as),
        await call(app.baseUrl, 'DELETE', `/api/Auth/RemoveUserTermFromGroup?userTermId=${term.data!.id}`, as),
        await call(app.baseUrl, 'DELETE', `/api/Auth/DeleteUserTermGroup?termId=${group.groupId}`, as),
      ];
      expect(attempts.map((attempt) => attempt.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);

      expect(await groupRow(group.groupId)).toEqual(groupBefore);
      expect(await termRow(term.data!.id)).toEqual(termBefore);
      expect(await count(app.db.url, `group_terms where group_id = '${group.groupId}'`)).toBe(1);
      expect(await count(app.db.url, `group_term_attachments where term_id = '${term.data!.id}'`)).toBe(1);
    });

    it('an unknown id is a 404 too, and a malformed one a 400', async () => {
      expect((await termsOf(asha, randomUUID())).status).toBe(404);
      const malformed = await termsOf(asha, '42');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Please choose a term group.');
    });

    it('needs a signed-in user', async () => {
      expect((await call(app.baseUrl, 'GET', '/api/Auth/GetTermGroupList')).status).toBe(401);
      expect((await call(app.baseUrl, 'GET', '/api/General/UserTermDropDown?typeName=Seller')).status).toBe(401);
    });
  });

  it('UserTermDropDown lists the caller’s groups of one type with their LD and advance figures', async () => {
    const fresh = await registerVerified(app.baseUrl);
    const selling = await newGroup(fresh, { GroupName: 'Selling terms', Description: 'For my sales' });
    const buying = await newGroup(fresh, {
      GroupName: 'Buying terms',
      Description: 'For my purchases',
      TypeName: 'Buyer',
      AdvancePercent: '15',
    });
    const seller = await call(app.baseUrl, 'GET', '/api/General/UserTermDropDown?typeName=Seller', {
      token: fresh.token,
    });
    const ld = { ldPercentOnlyForBuying: '0.5', ldAppliedInDaysOnlyForBuying: 7 };
    expect(seller.body.data).toEqual([
      { id: selling.groupId, typeValue: 'Selling terms', desc: 'For my sales', ...ld, advancePercent: null },
    ]);
    const buyer = await call(app.baseUrl, 'GET', '/api/general/usertermdropdown?typeName=buyer', {
      token: fresh.token,
    });
    expect(buyer.body.data).toEqual([
      { id: buying.groupId, typeValue: 'Buying terms', desc: 'For my purchases', ...ld, advancePercent: '15' },
    ]);
    const invalid = await call(app.baseUrl, 'GET', '/api/General/UserTermDropDown?typeName=Vendor', {
      token: fresh.token,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please select a valid type.');
  });

  // Issue 41, point 4: the editors' term-group picker searches by name.
  it('UserTermDropDown finds groups by name in any case, and refuses a long search', async () => {
    const fresh = await registerVerified(app.baseUrl);
    await newGroup(fresh, { GroupName: 'Cement supply terms' });
    await newGroup(fresh, { GroupName: '100%_terms' });
    const names = async (query: string) =>
      (
        await call<{ typeValue: string }[]>(app.baseUrl, 'GET', `/api/General/UserTermDropDown${query}`, {
          token: fresh.token,
        })
      ).body.data!.map((group) => group.typeValue);
    expect(await names('?search=CEMENT')).toEqual(['Cement supply terms']);
    expect(await names('?search=%25_')).toEqual(['100%_terms']);
    expect(await names('?typeName=Buyer&search=cement')).toEqual([]);
    const long = await call(app.baseUrl, 'GET', `/api/General/UserTermDropDown?search=${'a'.repeat(101)}`, {
      token: fresh.token,
    });
    expect([long.status, long.body.message]).toEqual([400, 'Search for at most 100 characters.']);
  });

  it('TermGroupsService.termsOfGroup gives the owner the terms with attachment ids and urls, and nobody else', async () => {
    const service = app.app.get(TermGroupsService);
    const group = await newGroup(asha);
    const file = await uploaded(app.baseUrl, asha.token, samples.pdf, 'schedule.pdf');
    const { body: term } = await addTerm(asha, {
      GroupId: group.groupId,
      TermTitle: 'Delivery schedule',
      TermTxt: 'As per annexure',
      AttachmentList: [file.id],
    });
    await expect(service.termsOfGroup(asha.userId, group.groupId)).resolves.toEqual([
      {
        id: term.data!.id,
        title: 'Delivery schedule',
        text: 'As per annexure',
        attachmentIds: [file.id],
        attachments: [{ id: file.id, url: file.url, name: 'schedule.pdf' }],
      },
    ]);
    await expect(service.groupOf(asha.userId, group.groupId)).resolves.toMatchObject({
      typeName: 'Seller',
      ldPercentOnlyForBuying: '0.5',
    });
    await expect(service.termsOfGroup(ravi.userId, group.groupId)).rejects.toMatchObject({
      code: 'TERM_GROUP_NOT_FOUND',
      kind: 'not_found',
    });
  });
});
