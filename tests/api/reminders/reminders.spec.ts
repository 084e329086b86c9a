// Issue 37: reminders that bring the other party back. Your-turn reminders after REMINDER_DELAY
// (30 minutes) by each channel the user chose, never in quiet hours, once per occasion (also after
// a restart), not once the party has moved, and a digest when several contracts wait; due-date
// reminders from the agreed payment schedule, and of an advance and a settled transaction note on
// a contract without one. The clock is the app's, moved by the test; the sweep is called directly
// (its timer is an hour).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PURCHASE_ORDER_TYPE, indianDate, istDate, type Actor, type AgreementCommandInput } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { Clock } from '../../../backend/src/common/clock.js';
import { ReminderSweep } from '../../../backend/src/reminders/send/reminder-sweep.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { contractNumberFor, createTestApp, type TestApp } from '../../setup/test-app.js';
import { activeContract, eventually, numberedInvoice, ok } from '../invoices/support/contracts.js';
import { parties, sendContract, type SignedIn } from '../agreements/support/agreements.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Tomorrow in India (events are recorded at the real time; older than a week they are history).
const TOMORROW = new Date(Date.now() + 5.5 * 60 * MINUTE + DAY).toISOString().slice(0, 10);
const inIndia = (date: string, time: string) => new Date(`${date}T${time}:00.000+05:30`);
const MORNING = inIndia(TOMORROW, '10:00');

interface Message {
  channel: string;
  template: string;
  body: string;
}
interface ReminderRow {
  status: string;
  kind: string;
  sendAt: Date;
}

describe('reminders', () => {
  let app: TestApp;
  let now = MORNING;
  const at = (time: Date) => (now = time);
  const later = (ms: number) => (now = new Date(now.getTime() + ms));
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.app.get(DataSource).query(query, params);
  const sweep = () => app.app.get(ReminderSweep).sweep();

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_SWEEP_MS: String(60 * MINUTE) } });
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => app?.close());

  const messagesTo = (user: SignedIn, template?: string) =>
    sql<Message>(
      `select channel, template, body from notification_messages
        where recipient = $1 and template = any($2::text[]) order by created_at`,
      [user.phone, template ? [template] : ['your-turn', 'turn-digest', 'payment-due']],
    );
  const turnReminders = (user: SignedIn, agreementId: string) =>
    sql<ReminderRow>(
      `select status, kind, send_at as "sendAt" from reminders
        where user_id = $1 and agreement_id = $2 and kind = 'your-turn' order by created_at`,
      [user.userId, agreementId],
    );
  // The reactor follows the feed after the command answered.
  const openTurn = (user: SignedIn, agreementId: string) =>
    eventually(async () => (await turnReminders(user, agreementId)).find((row) => row.status !== 'closed'));

  it('reminds the party on the move once, 30 minutes on, by SMS, and rings the bell at once', async () => {
    at(MORNING);
    const { buyer, seller } = await parties(app.baseUrl);
    const { id } = await sendContract(app.baseUrl, buyer, seller.phone);
    expect((await openTurn(seller, id)).sendAt.toISOString()).toBe(
      new Date(MORNING.getTime() + 30 * MINUTE).toISOString(),
    );

    const bell = await eventually(async () => {
      const page = (
        await ok<{ unread: number; items: { title: string; link: string }[] }>(app, seller, 'GET', '/api/Notifications')
      ).data;
      return page.unread > 0 ? page : undefined;
    });
    expect(bell.items[0]).toMatchObject({
      title: expect.stringMatching(/^Your move on contract /),
      link: `/DetailAgreement?agreementId=${id}`,
    });

    later(29 * MINUTE);
    await sweep();
    expect(await messagesTo(seller)).toEqual([]);

    later(2 * MINUTE);
    await sweep();
    const sent = await messagesTo(seller);
    // SMS only: no e-mail on the profile and WhatsApp not chosen (the defaults).
    expect(sent).toEqual([
      {
        channel: 'sms',
        template: 'your-turn',
        body: expect.stringMatching(/^Bina Buyer responded on contract .+\. It is your turn: http/),
      },
    ]);
    // The buyer waits on the seller, not the other way round.
    expect(await messagesTo(buyer)).toEqual([]);

    // Later sweeps, and a restarted server on the same database, send nothing more.
    later(60 * MINUTE);
    await sweep();
    const restarted = await createTestApp({ db: app.db, env: { REMINDER_SWEEP_MS: String(60 * MINUTE) } });
    try {
      jest.spyOn(restarted.app.get(Clock), 'now').mockImplementation(() => now);
      await restarted.app.get(ReminderSweep).sweep();
    } finally {
      await restarted.close();
    }
    expect(await messagesTo(seller)).toHaveLength(1);
  });

  it('sends nothing once the party has moved', async () => {
    at(MORNING);
    const { buyer, seller } = await parties(app.baseUrl);
    const { id } = await sendContract(app.baseUrl, buyer, seller.phone);
    await openTurn(seller, id);
    later(10 * MINUTE);
    // The seller counters the general terms: the reminder the buyer's sending opened is closed.
    await ok(app, seller, 'POST', '/api/Business/NegotiateAgreement', {
      AgreementId: id,
      LDPercent: 1.5,
      LDDays: 7,
      Advance: 5,
      AgreementDuration: 45,
    });
    await eventually(async () => ((await turnReminders(seller, id))[0]?.status === 'closed' ? true : undefined));
    later(21 * MINUTE);
    await sweep();
    expect(await messagesTo(seller)).toEqual([]);
  });

  it('waits for 09:00 in India when the 30 minutes end in the quiet hours', async () => {
    // 20:50 in India: the reminder falls due at 21:20, in the quiet hours.
    const nextDay = addDays(TOMORROW, 1);
    at(inIndia(TOMORROW, '20:50'));
    const { buyer, seller } = await parties(app.baseUrl);
    const { id } = await sendContract(app.baseUrl, buyer, seller.phone);
    expect((await openTurn(seller, id)).sendAt.toISOString()).toBe(inIndia(nextDay, '09:00').toISOString());

    at(inIndia(TOMORROW, '21:30'));
    await sweep();
    at(inIndia(nextDay, '08:59'));
    await sweep();
    expect(await messagesTo(seller)).toEqual([]);

    at(inIndia(nextDay, '09:01'));
    await sweep();
    expect((await messagesTo(seller)).map((m) => m.template)).toEqual(['your-turn']);
  });

  it('sends one digest when several contracts wait for the same user', async () => {
    at(MORNING);
    const { buyer, seller } = await parties(app.baseUrl);
    const first = await sendContract(app.baseUrl, buyer, seller.phone);
    const second = await sendContract(app.baseUrl, buyer, seller.phone);
    await Promise.all([openTurn(seller, first.id), openTurn(seller, second.id)]);
    later(31 * MINUTE);
    await sweep();
    const sent = await messagesTo(seller);
    expect(sent).toEqual([
      {
        channel: 'sms',
        template: 'turn-digest',
        body: expect.stringMatching(/^2 contracts wait for your move on Samvida: /),
      },
    ]);
  });

  it('schedules nothing for a move older than a week (history replayed)', async () => {
    at(new Date(MORNING.getTime() + 8 * DAY));
    const { buyer, seller } = await parties(app.baseUrl);
    const { id } = await sendContract(app.baseUrl, buyer, seller.phone);
    // Once the reactor has passed the contract's events, no occasion is open and the bell is silent.
    const [{ last }] = await sql<{ last: string }>(
      `select max(global_position) as last from event_store_events where stream_id = $1`,
      [`agreement-${id}`],
    );
    await eventually(async () => {
      const [row] = await sql<{ position: string }>(
        `select position from projection_checkpoints where projection = 'reactor:reminder-scheduler'`,
      );
      return row && Number(row.position) >= Number(last) ? true : undefined;
    });
    expect(await turnReminders(seller, id)).toEqual([]);
    expect(await sql('select 1 from in_app_notifications where user_id = $1', [seller.userId])).toEqual([]);
  });

  it('goes by the channels the user chose: WhatsApp and no SMS', async () => {
    at(MORNING);
    const { buyer, seller } = await parties(app.baseUrl);
    await ok(app, seller, 'POST', '/api/Notifications/Preferences', {
      sms: false,
      email: false,
      whatsapp: true,
      inApp: true,
    });
    const { id } = await sendContract(app.baseUrl, buyer, seller.phone);
    await openTurn(seller, id);
    later(31 * MINUTE);
    await sweep();
    expect((await messagesTo(seller)).map((m) => [m.channel, m.template])).toEqual([['whatsapp', 'your-turn']]);
  });

  it('reminds the buyer of each unpaid instalment of the payment schedule: on the day, then weekly', async () => {
    // Day 0 of the schedule is the day the seller accepts (the server's real date).
    const today = new Date().toISOString().slice(0, 10);
    at(new Date(`${today}T10:00:00+05:30`));
    const { buyer, seller } = await parties(app.baseUrl);
    const agreementId = await acceptedPurchaseOrder(app, buyer, seller);
    const pending = () =>
      sql<{ instalment: string; sendAt: Date }>(
        `select instalment, send_at as "sendAt" from reminders
          where agreement_id = $1 and kind = 'due' and status = 'pending' order by send_at`,
        [agreementId],
      );
    // The advance falls due today (its 3-days-before day has passed); the balance on day 90, so 3 days before.
    const scheduled = await eventually(async () => ((await pending()).length === 2 ? pending() : undefined));
    expect(scheduled.map((r) => r.sendAt.toISOString())).toEqual([
      new Date(`${today}T09:00:00+05:30`).toISOString(),
      new Date(`${addDays(today, 87)}T09:00:00+05:30`).toISOString(),
    ]);

    await sweep();
    const first = await messagesTo(buyer, 'payment-due');
    expect(first).toEqual([
      {
        channel: 'sms',
        template: 'payment-due',
        body: expect.stringMatching(
          /^Reminder: the advance payment of ₹118\.00 on contract .+, due on \d\d\/\d\d\/\d{4}, is not yet paid: http/,
        ),
      },
    ]);
    await sweep();
    expect(await messagesTo(buyer, 'payment-due')).toHaveLength(1);
    // Overdue: again a week later.
    expect((await pending())[0]!.sendAt.toISOString()).toBe(
      new Date(`${addDays(today, 7)}T09:00:00+05:30`).toISOString(),
    );
    later(7 * 24 * 60 * MINUTE);
    await sweep();
    expect(await messagesTo(buyer, 'payment-due')).toHaveLength(2);
    // (The bell's rows straight from the database: this test's clock is before the session's.)
    const bell = await sql<{ title: string }>('select title from in_app_notifications where user_id = $1', [
      buyer.userId,
    ]);
    expect(bell.filter((item) => item.title.startsWith('Payment due on contract'))).toHaveLength(2);
  });

  describe('on a contract without a payment schedule', () => {
    // Commands are decided at the real time: today in India is the day the contract starts and notes settle.
    const today = istDate(new Date());
    const dueRows = (agreementId: string) =>
      sql<{ instalment: string; dueDate: string; sendAt: Date }>(
        `select instalment, due_date::text as "dueDate", send_at as "sendAt" from reminders
          where agreement_id = $1 and kind = 'due' and status = 'pending' order by send_at`,
        [agreementId],
      );
    // The reactor keeps one pending reminder per unpaid payment, at 09:00 on its next reminder day.
    const pendingOn = (agreementId: string, days: number) =>
      eventually(async () => {
        const rows = await dueRows(agreementId);
        const morning = inIndia(addDays(today, days), '09:00').getTime();
        return rows.length === 1 && rows[0]!.sendAt.getTime() === morning ? rows[0]! : undefined;
      });
    const sweepOn = async (days: number) => {
      at(inIndia(addDays(today, days), '10:00'));
      await sweep();
    };
    const stateOf = async (agreementId: string) =>
      (await app.app.get(StreamWriter).current('agreement', agreementId)).state;
    // The buyer pays it all and the seller confirms it received: no reminder stays pending.
    const paidInFull = async (
      { buyer, seller }: { buyer: SignedIn; seller: SignedIn },
      agreementId: string,
      payment: { type: 'PayAdvance' | 'MakePayment'; NotePaymentId: string; PaidAmount: string },
    ) => {
      const writer = app.app.get(StreamWriter);
      const AgreementId = agreementId;
      const { type, ...paid } = payment;
      const { state } = await writer.execute(
        'agreement',
        AgreementId,
        { userId: buyer.userId },
        {
          type,
          data: { AgreementId, ...paid, PaymentNote: 'UPI 4521' },
        },
      );
      const [PaymentId] = Object.keys(state.payments);
      await writer.execute(
        'agreement',
        AgreementId,
        { userId: seller.userId },
        {
          type: 'MarkPaymentReceived',
          data: { AgreementId, PaymentId: PaymentId! },
        },
      );
      await eventually(async () => ((await dueRows(AgreementId)).length === 0 ? true : undefined));
    };

    it('reminds the buyer of the advance 3 days before the agreed start date, on it, then weekly until received', async () => {
      at(inIndia(today, '10:00'));
      const { buyer, seller } = await parties(app.baseUrl);
      // Started today with an agreed start in 10 days: the 10% advance of 1,240.48 (124.05) falls due then.
      const { agreementId } = await activeContract(app, seller, buyer, { draft: { StartDate: addDays(today, 10) } });
      const { context } = (await stateOf(agreementId)).agreement!;
      const advanceId = context.advance!.notePaymentId;
      expect(await pendingOn(agreementId, 7)).toMatchObject({
        instalment: `advance:${advanceId}`,
        dueDate: addDays(today, 10),
      });
      await sweep();
      expect(await messagesTo(buyer, 'payment-due')).toEqual([]);

      await sweepOn(7);
      await sweep();
      expect(await messagesTo(buyer, 'payment-due')).toEqual([
        {
          channel: 'sms',
          template: 'payment-due',
          body: expect.stringContaining(
            `Reminder: the advance payment of ₹124.05 on contract ${context.number}, due on ${indianDate(addDays(today, 10))}, is not yet paid: `,
          ),
        },
      ]);
      await pendingOn(agreementId, 10);
      await sweepOn(10);
      await sweep();
      expect(await messagesTo(buyer, 'payment-due')).toHaveLength(2);
      await pendingOn(agreementId, 17);
      await sweepOn(17);
      expect(await messagesTo(buyer, 'payment-due')).toHaveLength(3);
      // The seller is not the one who pays.
      expect(await messagesTo(seller, 'payment-due')).toEqual([]);

      await paidInFull({ buyer, seller }, agreementId, {
        type: 'PayAdvance',
        NotePaymentId: advanceId,
        PaidAmount: '124.05',
      });
      await sweepOn(24);
      await sweepOn(31);
      expect(await messagesTo(buyer, 'payment-due')).toHaveLength(3);
    });

    it('reminds the buyer of a settled note within the agreed payment period, then weekly until paid in full', async () => {
      at(inIndia(today, '10:00'));
      const { buyer, seller } = await parties(app.baseUrl);
      const Terms = [
        { TermTitle: 'Payment', TermTxt: 'Each invoice is paid within 30 days of delivery.', IsPaymentTerm: true },
      ];
      const contract = await activeContract(app, seller, buyer, { draft: { Advance: 0, Terms } });
      // 10 laptops invoiced (1,180.00); the buyer completes the note at once: due in 30 days.
      const invoice = await numberedInvoice(app, seller, contract, [
        { AgItemId: contract.laptopId, QuantityDelivered: 10, Rate: '100.00' },
      ]);
      const note = await ok<{ id: string }>(app, buyer, 'GET', `/api/Business/GenerateTxnNote?invId=${invoice.id}`);
      await ok(app, buyer, 'POST', '/api/Business/CompleteTxnNote', { Id: note.data.id });
      const state = await stateOf(contract.agreementId);
      expect(await pendingOn(contract.agreementId, 27)).toMatchObject({
        instalment: `note:${note.data.id}`,
        dueDate: addDays(today, 30),
      });

      await sweepOn(27);
      await sweep();
      const number = invoice.taxInvoice!.number;
      expect((await messagesTo(buyer, 'payment-due')).map((m) => m.body)).toEqual([
        expect.stringContaining(
          `Reminder: the invoice ${number} payment of ₹1,180.00 on contract ${state.agreement!.context.number}, due on ${indianDate(addDays(today, 30))}, is not yet paid: `,
        ),
      ]);
      await pendingOn(contract.agreementId, 30);
      await sweepOn(30);
      await sweep();
      await pendingOn(contract.agreementId, 37);
      await sweepOn(37);
      expect(await messagesTo(buyer, 'payment-due')).toHaveLength(3);
      const bell = await sql<{ body: string }>('select body from in_app_notifications where user_id = $1', [
        buyer.userId,
      ]);
      expect(bell.filter((item) => item.body.startsWith(`The invoice ${number} payment of ₹1,180.00`))).toHaveLength(3);

      await paidInFull({ buyer, seller }, contract.agreementId, {
        type: 'MakePayment',
        NotePaymentId: state.notes[note.data.id]!.context.notePaymentId!,
        PaidAmount: '1180.00',
      });
      await sweepOn(44);
      expect(await messagesTo(buyer, 'payment-due')).toHaveLength(3);
    });
  });
});

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A buyer's purchase order of 10 chairs at 100 + 18% (1,180.00): 10% advance, the balance on day 90; accepted. */
async function acceptedPurchaseOrder(app: TestApp, buyer: SignedIn, seller: SignedIn): Promise<string> {
  const agreementId = randomUUID();
  const A = { AgreementId: agreementId };
  const asBuyer: Actor = { userId: buyer.userId, role: 'buyer' };
  const steps: [Actor, AgreementCommandInput][] = [
    [
      asBuyer,
      {
        type: 'DraftAgreement',
        data: {
          Id: agreementId,
          Number: await contractNumberFor(app, agreementId),
          CreatorType: 'buyer',
          OtherPartyContactInfo: seller.phone,
          CounterpartyId: seller.userId,
          ContractType: PURCHASE_ORDER_TYPE,
          NumberOfDays: 90,
        },
      },
    ],
    [
      asBuyer,
      {
        type: 'SetPurchaseOrderDetails',
        data: {
          ...A,
          PoTitle: 'Office chairs',
          PoRaisedForPhoneNumber: seller.phone,
          PoCompletionDurationInDays: 90,
          PoNotificationPeriod: 7,
          PoDiscount: 0,
          RaisedBy: 'Buyer',
        },
      },
    ],
    [
      asBuyer,
      {
        type: 'AddAgreementItem',
        data: {
          ...A,
          AgItemId: randomUUID(),
          ItemTitle: 'Chair',
          Qty: 10,
          Tax: 18,
          Rate: 100,
          CurrencyId: 'INR',
          UnitId: 1,
          ItemDeliveredInDays: 20,
        },
      },
    ],
    [asBuyer, { type: 'AddPoPayment', data: { ...A, type: 'A', note: 'Advance', amt: 10 } } as AgreementCommandInput],
    [asBuyer, { type: 'AddPoPayment', data: { ...A, type: 'F', note: 'Balance' } } as AgreementCommandInput],
    [asBuyer, { type: 'StartAgreement', data: A }],
    [
      { userId: seller.userId, role: 'seller' },
      { type: 'AcceptAgreement', data: A },
    ],
  ];
  const writer = app.app.get(StreamWriter);
  for (const [actor, command] of steps) await writer.execute('agreement', agreementId, actor, command);
  return agreementId;
}
