// `npm run projections:rebuild` is exact: after contracts went through negotiation, signing,
// invoices, notes, credit notes, the advance and payments (and an RFQ was answered), every read
// model rebuilt from the event store holds exactly what the live projections wrote, value by value.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EVENT_STORE, type EventStore } from '../../../backend/src/event-store/event-store.port.js';
import { ProjectionsService } from '../../../backend/src/projections/projections.service.js';
import { rebuildReadModels } from '../../../backend/src/server.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { signByBoth } from '../signatures/support/signing.js';
import { controlClock, registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as, sendContract, type Outcome } from '../agreements/support/agreements.js';
import { publishRfq, sellerRates } from '../agreements/support/rfq.js';
import { SCENARIOS, build } from '../agreements/support/scenarios.js';
import { grant } from '../audit/support/audit.js';
import { activeContract, creditedInvoice, ok, registerWithGstin } from '../invoices/support/contracts.js';
import { samples, uploaded } from '../uploads/support/uploads.js';
import { differences, READ_MODELS, settled, snapshot } from './support/read-models.js';

// Every other table the migrations create, none of them rebuilt from events.
const NOT_READ_MODELS = [
  // The event store itself and TypeORM's record of the migrations.
  'event_store_events',
  'event_store_streams',
  'event_store_commands',
  'migrations',
  // How far each projection got: its position is the store's head after a rebuild, its time the rebuild's.
  'projection_checkpoints',
  // Plain relational data: accounts, sessions, codes, limits, the outbox, lookups and catalogues.
  'user_types',
  'subscription_plans',
  'users',
  'refresh_tokens',
  'one_time_codes',
  'rate_limit_counters',
  'notification_messages',
  'contact_messages',
  'units',
  'currencies',
  'term_types',
  'agreement_templates',
  'template_terms',
  'template_items',
  'uploads',
  'catalogue_items',
  'catalogue_item_attachments',
  'term_groups',
  'group_terms',
  'group_term_attachments',
  'subscriptions',
  'payment_orders',
  'razorpay_webhook_events',
  'entitlement_usage',
  // Contract numbers, reserved by the command that drafts a contract (AgreementDrafted records them).
  'contract_numbers',
  'contract_number_counter',
  // GST numbering's series, kept by its reactor: a side effect, never replayed.
  'gst_document_counters',
  'gst_document_numbers',
  // e-invoice registrations as the IRP (or the sandbox) answered them: an outside system's record.
  'e_invoice_registrations',
  // Audit: invitations waiting for a contact, the log of auditors' reads, the signed tree heads.
  'auditor_invites',
  'audit_reads',
  'signed_tree_heads',
  // Rendered PDFs kept to serve again: a cache, not a projection.
  'rendered_pdfs',
  // The retention sweep's record of the deletion warnings it sent: a side effect, never replayed.
  'agreement_deletion_warnings',
  // Reminders: the occasions the reminder reactor scheduled and the bell's notifications, both
  // side effects of their reactor and sweep (never replayed), and each user's chosen channels.
  'reminders',
  'in_app_notifications',
  'notification_preferences',
  // A business's members, invitations and approval amount: written by the team commands, not from events.
  'team_members',
  'team_approval_rules',
  // Which member made each change outside contracts and RFQs: recorded by the calls themselves.
  'member_activity',
];

// Runs `npm run projections:rebuild`'s code path (its own process's app, following no projection)
// against `databaseUrl`, with the environment that command would be given.
async function rebuildAsTheCommandDoes(databaseUrl: string): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-rebuild-'));
  const settings: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  };
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  try {
    return await rebuildReadModels();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('projections:rebuild', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let auditor: SignedIn;
  // A new signing code for the same phone waits 30 seconds: the test moves this clock instead.
  let clock: ReturnType<typeof controlClock>;

  /** Calls as `user` and expects success (200 or 201); returns the data. */
  async function done<T = Outcome>(user: SignedIn, method: string, url: string, body?: unknown): Promise<T> {
    const reply = await as(app.baseUrl, user)<T>(method, url, body);
    expect([url, reply.status === 200 || reply.status === 201, reply.body.message]).toEqual([
      url,
      true,
      reply.body.message,
    ]);
    return reply.body.data!;
  }

  /** A contract executed the whole way: signed, invoiced, numbered, noted with a credit note, paid in parts. */
  async function executedContract(): Promise<void> {
    const contract = await activeContract(app, seller, buyer, {
      sign: (agreementId) => signByBoth(app, { buyer, seller, clock }, agreementId),
    });
    const agreementId = contract.agreementId;
    const pay = async (NotePaymentId: string, PaidAmount: string) =>
      (
        await ok<{ id: string }>(app, buyer, 'POST', '/api/Business/MakePayment', {
          NotePaymentId,
          PaidAmount,
          PaymentNote: `${PaidAmount} by UPI`,
        })
      ).data.id;

    const advance = await ok<{ id: string }>(
      app,
      buyer,
      'GET',
      `/api/Business/AdvancePayment?agreementId=${agreementId}`,
    );
    const firstAdvance = await pay(advance.data.id, '50.00');
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: firstAdvance });
    const secondAdvance = await pay(advance.data.id, '25.00');
    await ok(app, seller, 'POST', '/api/Business/PaymentNotReceived', {
      PaymentId: secondAdvance,
      Note: 'Not in the bank',
    });
    await ok(app, buyer, 'POST', '/api/Business/PaymentRespond', {
      PaymentId: secondAdvance,
      Note: 'Reference UTR123',
    });
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: secondAdvance });

    for (const quantity of [2, 3]) {
      const card = await creditedInvoice(app, { seller, buyer }, contract, [
        { AgItemId: contract.laptopId, QuantityDelivered: quantity, Rate: '100.00' },
        { AgItemId: contract.mouseId, QuantityDelivered: 1, Rate: '10.25' },
      ]);
      const notePaymentId = card.txnNote!.notePayment!.id;
      const received = await pay(notePaymentId, '10.00');
      await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: received });
      const disputed = await pay(notePaymentId, '5.00');
      await ok(app, seller, 'POST', '/api/Business/PaymentNotReceived', { PaymentId: disputed, Note: 'Missing' });
      await ok(app, buyer, 'POST', '/api/Business/PaymentRespond', { PaymentId: disputed, Note: 'Sent again' });
      await pay(notePaymentId, '1.00');
    }
    await grant(app.baseUrl, buyer, agreementId, auditor.phone);
  }

  /** A contract negotiated line by line: offers, remarks with an attachment, lines added and removed, signatures voided. */
  async function negotiatedContract(): Promise<void> {
    const sent = await sendContract(app.baseUrl, buyer, seller.phone, { Publish: false });
    const agreementId = sent.id;
    const A = { AgreementId: agreementId };
    await done(buyer, 'POST', `/api/agreements/${agreementId}/signature-setting`, { Required: true });
    const writer = app.app.get(StreamWriter);
    const { state } = await writer.current('agreement', agreementId);
    const [laptop, mouse] = Object.keys(state.items);
    const [warranty] = Object.keys(state.terms);
    // The draft changes before it is sent: an item added, the first item removed, a term added then deleted.
    await done(buyer, 'POST', '/api/Business/AddAgreementItem', {
      AgId: agreementId,
      ItemTitle: 'Keyboard',
      ItemCode: '8471',
      Qty: 4,
      Tax: 18,
      CurrencyId: 2,
      UnitId: 1,
      Rate: '900.00',
      ItemDeliveredInDays: 7,
    });
    await writer.execute(
      'agreement',
      agreementId,
      { userId: buyer.userId },
      {
        type: 'RemoveAgreementItem',
        data: { ...A, AgItemId: laptop! },
      },
    );
    const packing = randomUUID();
    await done(buyer, 'POST', '/api/Business/AddAgreementTerm', {
      TermRfpId: agreementId,
      Id: packing,
      TermTitle: 'Packing',
      TermTxt: 'Boxed.',
    });
    await done(buyer, 'DELETE', `/api/Business/DeleteAgreementTerm?termId=${packing}&agreementId=${agreementId}`);
    await done(buyer, 'GET', `/api/Business/StartAgreement?agreementId=${agreementId}`);

    const file = await uploaded(app.baseUrl, seller.token, samples.png, 'stamp.png');
    await done(seller, 'POST', '/api/Business/RemarkAgreement', {
      ...A,
      RemarkText: 'See our stamp',
      Attachments: [file.id],
    });
    await done(seller, 'POST', '/api/Business/NegotiateItem', { ...A, ItemId: mouse, Amount: 550, CompletionDays: 9 });
    await done(buyer, 'POST', '/api/Business/NegotiateItem', { ...A, ItemId: mouse, Amount: 520, CompletionDays: 9 });
    await done(seller, 'POST', '/api/Business/NegotiateItem', { ...A, ItemId: mouse, Amount: 520, CompletionDays: 9 });
    await done(buyer, 'POST', '/api/Business/AcceptItem', { ...A, ItemId: mouse });
    await done(seller, 'POST', '/api/Business/NegotiateTerm', {
      ...A,
      TermId: warranty,
      TermTitle: 'Warranty',
      TermTxt: 'Two years onsite warranty.',
    });
    await done(buyer, 'POST', '/api/Business/NegotiateTerm', {
      ...A,
      TermId: warranty,
      TermTitle: 'Warranty',
      TermTxt: 'Eighteen months onsite warranty.',
    });
    const current = (await writer.current('agreement', agreementId)).state;
    for (const ItemId of Object.keys(current.items).filter((id) => current.items[id]!.status !== 'Accepted'))
      await done(seller, 'POST', '/api/Business/AcceptItem', { ...A, ItemId });
    for (const TermId of Object.keys(current.terms).filter((id) => current.terms[id]!.status !== 'Accepted'))
      await done(seller, 'POST', '/api/Business/AcceptTerm', { ...A, TermId });
    // A document fixed and signed by the seller, voided by a change of the agreed terms, fixed
    // again and signed again: the contract's last events change only its signing.
    await fixAndSignAsSeller(agreementId);
    const changed = await done(seller, 'POST', '/api/Business/NegotiateAgreement', { ...A, ...generalTerms(3) });
    expect(changed.eventTypes).toContain('SignaturesVoided');
    await done(buyer, 'POST', '/api/Business/NegotiateAgreement', { ...A, ...generalTerms(3) });
    // The buyer's counter is open until the seller accepts it; only then is a document prepared.
    await done(seller, 'POST', '/api/Business/AcceptAgreement', A);
    await fixAndSignAsSeller(agreementId);
  }

  const generalTerms = (LDPercent: number) => ({ LDPercent, LDDays: 5, Advance: 10, AgreementDuration: 30 });

  /** The buyer fixes the contract document and the seller signs it with the code the outbox holds. */
  async function fixAndSignAsSeller(agreementId: string): Promise<void> {
    const base = `/api/agreements/${agreementId}`;
    const document = await done<{ Hash: string }>(buyer, 'POST', `${base}/document`);
    clock.advance(31_000);
    const sent = await done<{ ChallengeId: string }>(seller, 'POST', `${base}/signing-code`, { Hash: document.Hash });
    const outbox = await as(app.baseUrl, undefined)<{ body: string; template: string }[]>(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(seller.phone)}`,
    );
    const Code = /\b(\d{6})\b/.exec(outbox.body.data!.find((m) => m.template === 'signing-otp')!.body)![1]!;
    await done(seller, 'POST', `${base}/sign`, { ChallengeId: sent.ChallengeId, Code });
  }

  /** An RFQ a seller answered with a contract. */
  async function rfqContract(): Promise<void> {
    const rfq = await publishRfq(app.baseUrl, buyer, seller.phone);
    const applied = await as(app.baseUrl, seller)<{ id: string }>('POST', '/api/Business/SaveAgreement', {
      ProposalId: rfq.proposalId,
      Advance: '12.5',
      SellerRates: sellerRates(rfq.itemIds, ['150.75', '20', 0]),
    });
    expect(applied.status).toBe(201);
  }

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
    ]);
    auditor = await registerVerified(app.baseUrl, { UsrName: 'Anil Auditor' });
    clock = controlClock(app);
    await executedContract();
    await negotiatedContract();
    await rfqContract();
    // A finished contract, archived by a party, for the retention dates.
    const { ids } = await build(app, seller, buyer, SCENARIOS.Rejected!);
    await done(buyer, 'POST', '/api/Business/ArchiveAgreement', { AgreementId: ids.agreementId });
  }, 120_000);
  afterAll(() => app.close());

  it('knows every table the migrations create, as a read model or not', async () => {
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(rows.map((row) => row.table_name)).toEqual([...READ_MODELS, ...NOT_READ_MODELS].sort());
    } finally {
      await client.end();
    }
    // And the read models are exactly the tables the projectors rebuild.
    expect([...app.app.get(ProjectionsService).readModels()].sort()).toEqual([...READ_MODELS].sort());
  });

  it('writes every read model again, value by value, as the live projections did', async () => {
    await settled(app);
    const live = await snapshot(app.db.url);
    // A contract's whole life is in there: no read model is left empty.
    expect(READ_MODELS.filter((table) => live.get(table)!.size === 0)).toEqual([]);
    // The rebuild waits for each projection's lock: this process lets go of them first.
    await app.app.get(ProjectionsService).stop();
    expect(await rebuildAsTheCommandDoes(app.db.url)).toBe(await app.app.get<EventStore>(EVENT_STORE).headPosition());
    expect(differences(live, await snapshot(app.db.url))).toEqual([]);
  }, 60_000);

  it('writes them again the same in the process that ran the commands, which reuses their folds', async () => {
    const before = await snapshot(app.db.url);
    const projections = app.app.get(ProjectionsService);
    await projections.stop();
    await projections.rebuild();
    expect(differences(before, await snapshot(app.db.url))).toEqual([]);
  }, 60_000);
});
