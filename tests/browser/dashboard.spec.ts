import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { RealtimeGateway } from '../../backend/src/realtime/realtime.gateway.js';
import { call } from '../setup/test-app.js';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  openPage,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { fixtures, serveBusiness } from './dashboard-fixtures.js';

// The client report is not served yet; the dashboard shows the server's message for it.
const PENDING_API = /\/api\/Business\/ClientReport/;
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('dashboard', () => {
  let harness: BrowserHarness;
  let user: SignedIn;
  beforeAll(async () => {
    harness = await startBrowserHarness();
    user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
  }, 300_000);
  afterAll(() => harness?.close());

  it('shows the user name and actual plan, and an empty state or the server message for each list — never demo numbers', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context, { pendingApi: PENDING_API });
    await page.goto(harness.baseUrl + '/Home');
    await page.getByTestId('header-user-name').getByText(DEMO_BUYER.name).waitFor();
    await page.getByTestId('header-plan').getByText('Free').waitFor();
    expect(await page.getByText('Premium Plan').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Quick actions' }).waitFor();
    for (const action of ['Create Contract', 'Generate RFQ', 'User Terms', 'Create Catalogue']) {
      const link = page
        .getByRole('navigation', { name: 'Quick actions' })
        .getByRole('link', { name: new RegExp(action) });
      expect(await link.count()).toBe(1);
    }
    // A new user has no agreements and no RFQs: the lists say so.
    const status = section(page, 'Contract Status');
    await status.getByText('No contracts here yet.').waitFor();
    expect(await status.getByRole('tab').allInnerTexts()).toEqual([
      'Draft (0)',
      'Proposed (0)',
      'Active (0)',
      'Expired (0)',
    ]);
    await section(page, 'RFQ List').getByText('No RFQs here yet.').waitFor();
    const stats = page.getByTestId('stat-card');
    await stats.first().getByText('0', { exact: true }).waitFor();
    // The value card shows the client report's total, or the server's message while the report
    // cannot be had.
    const report = await call(harness.baseUrl, 'GET', '/api/Business/ClientReport', { token: user.token });
    const valueCard = stats.nth(3);
    if (report.status === 200) await valueCard.getByText('₹0.00').waitFor();
    else await valueCard.getByRole('alert').waitFor();
    for (const demo of ['1.2M', '24', '8']) {
      expect(await stats.getByText(demo, { exact: true }).count()).toBe(0);
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('computes figures, trend, top contracts, tabs, row targets and attention flags from the data', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const data = fixtures(user.userId);
    await serveBusiness(context, data, []);
    // The fixture refuses invite i2 on purpose (the failed-fetch message below).
    const { page, problems } = await openPage(context, { pendingApi: /GetProposalFromInvite/ });
    await page.goto(harness.baseUrl + '/Home');
    const stats = page.getByTestId('stat-card');
    await stats.first().getByText('5', { exact: true }).waitFor();
    const statText = (await stats.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(statText[0]).toContain('Total Contracts 5');
    expect(statText[1]).toContain('Active Contracts 1');
    expect(statText[2]).toContain('Awaiting Action 1');
    expect(statText[3]).toContain('₹9,92,500.25');

    const top = await section(page, 'Top Contracts').getByRole('listitem').allInnerTexts();
    expect(top[0]).toContain('AG-104');
    expect(top[0]).toContain('₹8,45,000.75');
    expect(top).toHaveLength(5);
    expect(await section(page, 'Contract Value Trend').locator('.recharts-surface').count()).toBeGreaterThan(0);
    const trend = section(page, 'Contract Value Trend');
    await trend
      .getByText(/^[A-Z][a-z]{2} \d{4}$/)
      .first()
      .waitFor();
    await trend.getByText('Yearly', { exact: true }).click();
    await trend
      .getByText(/^FY \d{4}-\d{2}$/)
      .first()
      .waitFor();

    const status = section(page, 'Contract Status');
    expect(await status.getByRole('tab').allInnerTexts()).toEqual([
      'Draft (2)',
      'Proposed (1)',
      'Active (1)',
      'Expired (1)',
    ]);
    const draftLinks = await status
      .getByRole('link', { name: 'Open' })
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(draftLinks).toEqual(['/draftAgreement?id=101', '/draftD2C?id=102']);
    expect(await status.getByText(/^\d{2}\/\d{2}\/\d{4}$/).count()).toBe(2);
    await status.getByRole('tab', { name: 'Active (1)' }).click();
    expect(await status.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/DetailContract?id=104');
    expect(await status.getByText('Your move').count()).toBe(1);
    await status.getByRole('tab', { name: 'Proposed (1)' }).click();
    expect(await status.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/DetailAgreement?id=103');

    const rfqs = section(page, 'RFQ List');
    expect(await rfqs.getByRole('tab').allInnerTexts()).toEqual([
      'Draft (1)',
      'Active (1)',
      'User Completed (1)',
      'Open RFQs (1)',
      'Invites (2)',
    ]);
    await rfqs.getByRole('tab', { name: /Open RFQs/ }).click();
    expect(await rfqs.getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe('/ApplyRFQ?id=r9');
    expect(await rfqs.getByRole('link', { name: 'Detail' }).getAttribute('href')).toBe('/DetailProposal?id=r9');
    await rfqs.getByRole('tab', { name: /Invites/ }).click();
    await rfqs.getByRole('button', { name: 'Apply' }).nth(1).click();
    expect(await page.locator('dialog[open]').getByTestId('message-text').innerText()).toBe(
      'Not able to fetch proposal data',
    );
    await page.locator('dialog[open]').getByRole('button', { name: 'OK' }).click();
    await rfqs.getByRole('button', { name: 'Apply' }).first().click();
    await page.waitForURL('**/ApplyRFQ?id=r77');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('data') ?? '{}').proposalUID)).toBe('RFQ-77');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('a change pushed by the server appears without reloading', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const data = fixtures(user.userId);
    const calls: string[] = [];
    await serveBusiness(context, data, calls);
    const { page } = await openPage(context);
    await page.goto(harness.baseUrl + '/Home');
    const status = section(page, 'Contract Status');
    await status.getByRole('tab', { name: 'Active (1)' }).waitFor();
    // Wait until this page's socket has joined its user room.
    const gateway = harness.app.app.get(RealtimeGateway);
    const room = `user:${user.userId}`;
    for (let i = 0; i < 50 && (await gateway.server.in(room).fetchSockets()).length === 0; i++)
      await page.waitForTimeout(100);
    expect((await gateway.server.in(room).fetchSockets()).length).toBeGreaterThan(0);

    // The counterparty starts contract 103: the read model changes and the server pushes.
    data.agreements = data.agreements.map((a) => (a.id === '103' ? { ...a, status: 'Active' } : a));
    const before = calls.filter((c) => c === 'GetUserAgreements').length;
    gateway.server.to(room).emit('agreement.changed', { id: '103', version: 7, eventTypes: ['AgreementStarted'] });
    await status.getByRole('tab', { name: 'Active (2)' }).waitFor({ timeout: 10_000 });
    expect(calls.filter((c) => c === 'GetUserAgreements').length).toBe(before + 1);
    expect(await status.getByRole('tab', { name: 'Proposed (0)' }).count()).toBe(1);
    await context.close();
  });

  it('resumes an unfinished flow from the handoff data on load', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page } = await openPage(context, { pendingApi: PENDING_API });
    const cases: [Record<string, unknown>, string][] = [
      [{ typeValue: 'Business', id: 2 }, '/pay'],
      [{ counterpartyDetails: 'Kaveri Traders' }, '/CustomAgreement'],
      [{ inviteOnly: false }, '/NewRFQ'],
    ];
    for (const [data, target] of cases) {
      await page.goto(harness.baseUrl + '/Terms');
      await page.evaluate((value) => localStorage.setItem('data', JSON.stringify(value)), data);
      await page.goto(harness.baseUrl + '/Home');
      await page.waitForURL(`**${target}`);
    }
    await context.close();
  });
});
