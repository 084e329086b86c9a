import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  dueReminderDateAfter,
  agreementTurn,
  type AgreementState,
  istDate,
  isQuietHour,
  unpaidInstalments,
} from '@samvida/machines';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock.js';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { BellService } from '../bell/bell.service.js';
import { ChannelPreferencesService, type Recipient, routesOf } from '../preferences/channel-preferences.service.js';
import { scheduleDue } from '../schedule/reminder-scheduler.reactor.js';
import { contractNumberOf, dueMessage, type ReminderMessage, turnMessages } from './reminder-messages.js';

interface DueReminder {
  id: string;
  kind: 'your-turn' | 'due';
  userId: string;
  agreementId: string;
  instalment: string | null;
  dueDate: string | null;
  sendAt: Date;
}

interface SweepOutcome {
  messageIds: string[];
  bellUsers: string[];
  sent: number;
}

const BATCH = 200;

const partyOf = (state: AgreementState, userId: string) =>
  state.agreement!.context.buyerId === userId
    ? 'buyer'
    : state.agreement!.context.sellerId === userId
      ? 'seller'
      : null;

// Whether what the reminder is about still stands, by the machines' rules: it is still the user's
// move, or the instalment is still unpaid.
function stillHolds(reminder: DueReminder, state: AgreementState | undefined): boolean {
  if (!state?.agreement) return false;
  if (reminder.kind === 'due') return unpaidInstalments(state).some((unpaid) => unpaid.key === reminder.instalment);
  const turn = agreementTurn(state);
  return turn !== null && (turn === 'both' || turn === partyOf(state, reminder.userId));
}

// Sends the reminders whose time has come, by the server's clock, every REMINDER_SWEEP_MS and
// never in quiet hours (21:00 to 09:00 in India: they wait for the morning). A reminder is marked
// sent and its messages stored in one transaction, so a restart sends nothing twice; several API
// instances share the work (`for update skip locked`).
@Injectable()
export class ReminderSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Reminders');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writer: StreamWriter,
    private readonly preferences: ChannelPreferencesService,
    private readonly notifications: NotificationsService,
    private readonly bell: BellService,
    private readonly clock: Clock,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .catch((error: unknown) => this.logger.error(`reminder sweep: ${String(error)}`))
        .finally(() => (this.running = undefined));
    }, this.runtime.env.REMINDER_SWEEP_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends what is due now; answers how many reminders went out. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    if (isQuietHour(now)) return 0;
    const outcome = await this.dataSource.transaction((manager) => this.sendDue(manager, now));
    for (const id of outcome.messageIds) this.notifications.deliverSoon(id);
    this.bell.push(outcome.bellUsers);
    return outcome.sent;
  }

  private async sendDue(manager: EntityManager, now: Date): Promise<SweepOutcome> {
    const due: DueReminder[] = await manager.query(
      `select id, kind, user_id as "userId", agreement_id as "agreementId", instalment, due_date::text as "dueDate",
              send_at as "sendAt"
         from reminders where status = 'pending' and send_at <= $1
        order by send_at, id limit ${BATCH} for update skip locked`,
      [now],
    );
    if (due.length === 0) return { messageIds: [], bellUsers: [], sent: 0 };
    const states = await this.statesOf(due.map((r) => r.agreementId));
    const holding = due.filter((reminder) => stillHolds(reminder, states.get(reminder.agreementId)));
    // A sent your-turn occasion stays open (not closed) until the user moves: one reminder each.
    await manager.query(
      `update reminders
          set status = case when id = any($2::uuid[]) then 'sent' else 'closed' end,
              sent_at = case when id = any($2::uuid[]) then $1::timestamptz end
        where id = any($3::uuid[])`,
      [now, holding.map((r) => r.id), due.map((r) => r.id)],
    );
    for (const reminder of holding.filter((r) => r.kind === 'due'))
      await scheduleDue(manager, {
        agreementId: reminder.agreementId,
        userId: reminder.userId,
        instalment: reminder.instalment!,
        dueDate: reminder.dueDate!,
        day: dueReminderDateAfter(reminder.dueDate!, istDate(reminder.sendAt)),
      });
    return { ...(await this.store(manager, holding, states)), sent: holding.length };
  }

  private async store(
    manager: EntityManager,
    reminders: DueReminder[],
    states: Map<string, AgreementState>,
  ): Promise<Omit<SweepOutcome, 'sent'>> {
    const parties = reminders.flatMap(({ agreementId }) => {
      const { buyerId, sellerId } = states.get(agreementId)!.agreement!.context;
      return [buyerId, sellerId].filter((id): id is string => !!id);
    });
    const recipients = await this.preferences.recipients(parties);
    const messages = this.compose(reminders, states, recipients);
    const outcome: Omit<SweepOutcome, 'sent'> = { messageIds: [], bellUsers: [] };
    for (const message of messages) {
      const recipient = recipients.get(message.userId);
      if (!recipient) continue;
      outcome.messageIds.push(...(await this.storeMessage(manager, message, recipient)));
      if (message.bell && recipient.choice.inApp) {
        await this.bell.add(manager, {
          userId: recipient.userId,
          dedupeKey: `reminder:${message.anchor}`,
          ...message.bell,
        });
        outcome.bellUsers.push(recipient.userId);
      }
    }
    return outcome;
  }

  private compose(
    reminders: DueReminder[],
    states: Map<string, AgreementState>,
    recipients: Map<string, Recipient>,
  ): ReminderMessage[] {
    const turns = reminders
      .filter((r) => r.kind === 'your-turn')
      .map((r) => {
        const state = states.get(r.agreementId)!;
        const { buyerId, sellerId } = state.agreement!.context;
        const other = recipients.get((r.userId === buyerId ? sellerId : buyerId) ?? '');
        return { ...r, agreementUid: contractNumberOf(state), counterpartyName: other?.name ?? 'The other party' };
      });
    const dues = reminders
      .filter((r) => r.kind === 'due')
      .map((r) => {
        const state = states.get(r.agreementId)!;
        const instalment = unpaidInstalments(state).find((u) => u.key === r.instalment)!;
        return dueMessage(r, instalment, contractNumberOf(state));
      });
    return [...turnMessages(turns), ...dues];
  }

  // Each contract's current state, from its stream (the public write path).
  private async statesOf(agreementIds: string[]): Promise<Map<string, AgreementState>> {
    const states = new Map<string, AgreementState>();
    for (const id of new Set(agreementIds)) states.set(id, (await this.writer.current('agreement', id)).state);
    return states;
  }

  // One message per channel the user chose and has a contact for.
  private async storeMessage(
    manager: EntityManager,
    message: ReminderMessage,
    recipient: Recipient,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const [channel, to] of routesOf(recipient)) {
      const id = await this.notifications.store(manager, {
        channel,
        template: message.template,
        to,
        params: message.params,
        dedupeKey: `reminder:${message.anchor}:${channel}`,
      });
      if (id) ids.push(id);
    }
    return ids;
  }
}
