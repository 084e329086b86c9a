// The award/signature race: the award is accepted while the seller's agreement is unsigned, but
// the seller signs (or the buyer starts the contract) before Samvida's line-award process withdraws
// the line. The machines refuse
// the withdrawal, so the process records on the RFQ that the award could not be applied there
// (AwardNotApplied): the line stays in the signed agreement, the owner's comparison and the
// contract's timeline say so in words, and the owner is told once (outbox and bell), replays
// included.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@samvida/machines';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { AwardNotAppliedNoticeReactor } from '../../../backend/src/proposals/award-lines/award-not-applied-notice.reactor.js';
import { NarrowDraftsReactor } from '../../../backend/src/proposals/award-lines/narrow-drafts.reactor.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { latestSigningCode } from '../signatures/support/signing.js';
import {
  activeRfq,
  delivered,
  eventually,
  ok,
  quoteRow,
  streamOf,
  type Rfq,
  quotesBySeller,
} from './support/proposals.js';

describe('proposals: an award that reaches an agreement signed or started meanwhile', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let sellerA: SignedIn;
  let sellerB: SignedIn;
  let rfq: Rfq;
  const responses: Record<string, { responseId: string; agreementId: string }> = {};
  const url = (path: string) => `/api/Business/${path}`;
  const agreementOf = (seller: SignedIn) => responses[seller.userId]!.agreementId;
  const stateOf = async (seller: SignedIn) =>
    (await app.app.get(StreamWriter, { strict: false }).current('agreement', agreementOf(seller))).state;
  const titles = async (seller: SignedIn) =>
    Object.values((await stateOf(seller)).items).map((item) => item.context.title);

  // Holds the narrowing reactor's next award until `release`: the race's window, made wide.
  const holdNarrowing = () => {
    const reactor = app.app.get(NarrowDraftsReactor, { strict: false });
    const react = reactor.react.bind(reactor);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    reactor.react = async (event: RecordedEvent) => {
      await gate;
      reactor.react = react;
      return react(event);
    };
    return release;
  };

  // The seller sends, both agree every line, the buyer fixes the document: ready to sign.
  const readyToSign = async (seller: SignedIn) => {
    const AgreementId = agreementOf(seller);
    await ok(app.baseUrl, 'POST', url('StartAgreement'), seller, { AgreementId });
    const state = await stateOf(seller);
    for (const ItemId of Object.keys(state.items))
      await ok(app.baseUrl, 'POST', url('AcceptItem'), buyer, { AgreementId, ItemId });
    for (const TermId of Object.keys(state.terms))
      await ok(app.baseUrl, 'POST', url('AcceptTerm'), seller, { AgreementId, TermId });
    return ok<{ Hash: string }>(app.baseUrl, 'POST', `/api/agreements/${AgreementId}/document`, buyer);
  };

  const sign = async (seller: SignedIn, Hash: string) => {
    const base = `/api/agreements/${agreementOf(seller)}`;
    const sent = await ok<{ ChallengeId: string }>(app.baseUrl, 'POST', `${base}/signing-code`, seller, { Hash });
    const Code = await latestSigningCode(app, seller.phone);
    await ok(app.baseUrl, 'POST', `${base}/sign`, seller, { ChallengeId: sent.ChallengeId, Code });
  };

  // The texts of the seller's agreement's timeline, as its parties read them.
  const timelineOf = async (seller: SignedIn) =>
    (await ok<{ text: string }[]>(app.baseUrl, 'GET', `/api/Audit/Timeline?agId=${agreementOf(seller)}`, seller)).map(
      (entry) => entry.text,
    );

  const notAppliedEvents = async () =>
    (await streamOf(app, rfq.proposalId)).filter((event) => event.type === 'AwardNotApplied');

  // A fresh RFQ: seller A quotes the laptop and the mouse, seller B the mouse.
  const quotedRfq = async () => {
    rfq = await activeRfq(app.baseUrl, buyer);
    const [laptop, mouse] = rfq.itemIds as [string, string, string];
    for (const [seller, rates] of [
      [sellerA, [quoteRow(laptop, '45000'), quoteRow(mouse, '450')]],
      [sellerB, [quoteRow(mouse, '470')]],
    ] as const) {
      await ok(
        app.baseUrl,
        'POST',
        url('SendInvite'),
        buyer,
        { ProposalId: rfq.proposalId, PhoneNumber: seller.phone },
        201,
      );
      const applied = await call(app.baseUrl, 'POST', url('SaveAgreement'), {
        token: seller.token,
        body: { ProposalId: rfq.proposalId, Advance: 10, SellerRates: [...rates] },
      });
      expect(applied.status).toBe(201);
    }
    Object.assign(responses, await quotesBySeller(app.baseUrl, buyer, rfq.proposalId));
  };

  // The buyer awards the mouse to seller B while `overtake` reaches seller A's agreement first.
  const awardOvertakenBy = async (overtake: () => Promise<void>) => {
    const [, mouse] = rfq.itemIds as [string, string, string];
    const release = holdNarrowing();
    const awarded = await call<Record<string, unknown>>(app.baseUrl, 'POST', url('AwardLines'), {
      token: buyer.token,
      body: {
        ProposalId: rfq.proposalId,
        Awards: [{ ItemId: mouse, ResponseId: responses[sellerB.userId]!.responseId }],
      },
    });
    expect(awarded.status).toBe(200);
    await overtake();
    release();
    const [held] = await eventually(async () => {
      const found = await notAppliedEvents();
      return found.length > 0 ? found : undefined;
    });
    return held!;
  };

  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl, { UsrName: 'Asha Verma' });
    sellerA = await registerVerified(app.baseUrl, { UsrName: 'Anil Electronics' });
    sellerB = await registerVerified(app.baseUrl, { UsrName: 'Bharat Computers' });
  });
  afterAll(() => app.close());

  it('keeps the line in the signed agreement, records why on the RFQ and tells the owner once', async () => {
    await quotedRfq();
    const [, mouse] = rfq.itemIds as [string, string, string];
    const { Hash } = await readyToSign(sellerA);
    // A signs while the award is on its way to A's agreement.
    const held = await awardOvertakenBy(() => sign(sellerA, Hash));
    expect(held.data).toEqual({
      userId: 'system',
      awardEventId: held.metadata.causationId,
      responseId: responses[sellerA.userId]!.responseId,
      sellerId: sellerA.userId,
      agreementId: agreementOf(sellerA),
      itemIds: [mouse],
      reason: 'signed',
    });
    expect(held.metadata.actorId).toBe('line-award');
    // The line stays in A's signed agreement; B's draft still gets it.
    expect(await titles(sellerA)).toEqual(['Laptop 14 inch', 'Wireless mouse']);
    await eventually(async () => ((await titles(sellerB)).includes('Wireless mouse') ? true : undefined));

    const words =
      'The award of “Wireless mouse” could not take it from the agreement with Anil Electronics: it was signed before the award reached it, so the line stays with them.';
    // The comparison reads the RFQ's read model, which follows the event once projected.
    const mouseRow = await eventually(async () => {
      const comparison = await ok<{ items: { itemId: string; awardedTo: string; keptBy: { text: string }[] }[] }>(
        app.baseUrl,
        'GET',
        url(`CompareQuotes?proposalId=${rfq.proposalId}`),
        buyer,
      );
      const row = comparison.items.find((item) => item.itemId === mouse)!;
      return row.keptBy.length > 0 ? row : undefined;
    });
    expect(mouseRow.awardedTo).toBe(responses[sellerB.userId]!.responseId);
    expect(mouseRow.keptBy.map((kept) => kept.text)).toEqual([words]);

    expect(await timelineOf(sellerA)).toContain(
      "Samvida (line award) could not apply the buyer's award of 1 line on the RFQ to another seller: it was signed first, so it stays in this agreement",
    );

    // The owner hears once: an SMS (their default channel) and a bell notification.
    const [sms] = await delivered(app.baseUrl, buyer.phone, 'award-not-applied');
    expect(sms!.body).toContain('could not be applied to the agreement with Anil Electronics: it was signed first');
    const link = `/DetailProposal?proposalId=${rfq.proposalId}`;
    const ofAward = async () =>
      (
        await ok<{ items: { title: string; body: string; link: string }[] }>(
          app.baseUrl,
          'GET',
          '/api/Notifications',
          buyer,
        )
      ).items.filter((item) => item.link === link);
    const rung = await eventually(async () => {
      const found = await ofAward();
      return found.length > 0 ? found : undefined;
    });
    expect(rung).toEqual([
      {
        ...rung[0],
        title: expect.stringMatching(/^RFQ-[0-9A-F]{8}: 1 line kept by Anil Electronics$/),
        body: words,
        link,
      },
    ]);

    // Replays (a lost checkpoint, a restart) record and tell nothing twice.
    const awardEvent = (await streamOf(app, rfq.proposalId)).find((event) => event.type === 'ProposalLinesAwarded')!;
    await app.app.get(NarrowDraftsReactor, { strict: false }).react(awardEvent);
    await app.app.get(AwardNotAppliedNoticeReactor, { strict: false }).react(held);
    expect(await notAppliedEvents()).toHaveLength(1);
    expect(await delivered(app.baseUrl, buyer.phone, 'award-not-applied')).toHaveLength(1);
    expect(await ofAward()).toHaveLength(1);
  });

  it('keeps the line in a contract the buyer started meanwhile, and says it started', async () => {
    await quotedRfq();
    const [, mouse] = rfq.itemIds as [string, string, string];
    await readyToSign(sellerA);
    // The buyer starts A's contract (no signatures required) while the award is on its way to it.
    const held = await awardOvertakenBy(() =>
      ok(app.baseUrl, 'POST', url('StartContract'), buyer, { AgreementId: agreementOf(sellerA) }),
    );
    expect(held.data).toMatchObject({ agreementId: agreementOf(sellerA), itemIds: [mouse], reason: 'started' });
    expect((await stateOf(sellerA)).agreement?.status).toBe('Active');
    expect(await titles(sellerA)).toEqual(['Laptop 14 inch', 'Wireless mouse']);

    expect(await timelineOf(sellerA)).toContain(
      "Samvida (line award) could not apply the buyer's award of 1 line on the RFQ to another seller: its contract started first, so it stays in this agreement",
    );
    // The owner's SMS for this RFQ (the first test's RFQ had its own).
    const sms = await eventually(async () =>
      (await delivered(app.baseUrl, buyer.phone, 'award-not-applied')).find((message) =>
        message.body.includes(`proposalId=${rfq.proposalId}`),
      ),
    );
    expect(sms.body).toContain(
      'could not be applied to the agreement with Anil Electronics: its contract started first',
    );
  });
});
