import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  agreementTurn,
  istDate,
  istMorningOf,
  nextDueReminderDate,
  outsideQuietHours,
  type AgreementState,
  type RecordedEvent,
  unpaidInstalments,
} from '@samvida/machines';
import type { DataSource, EntityManager } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { Clock } from '../../common/clock.js';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { ofStreamKind } from '../../projections/handles.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { BellService } from '../bell/bell.service.js';
import { ChannelPreferencesService } from '../preferences/channel-preferences.service.js';
import { agreementLink, contractNumberOf } from '../send/reminder-messages.js';

const PARTIES = ['buyer', 'seller'] as const;
// An older event is history being replayed (this reactor's first start on an existing deployment,
// or a long outage): a move made then is not "now", so it opens no occasion and rings no bell.
const STALE_AFTER_MS = 7 * 24 * 60 * 60_000;

// Keeps each contract's reminders in step with it (issue 37). When the machines' whose-move rule
// puts a party on the move because of the other's action, a your-turn occasion opens: the bell
// hears at once, the other channels after REMINDER_DELAY (out of quiet hours) unless the party moves
// first, which closes it. Each unpaid instalment (a purchase order's scheduled payment, an
// advance, a settled note) keeps its next due-date reminder pending. Every row is keyed by its
// occasion, so a replayed event adds nothing.
@Injectable()
export class ReminderSchedulerReactor implements Reactor, OnModuleInit {
  readonly name = 'reminder-scheduler';
  readonly handles = ofStreamKind('agreement');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly writer: StreamWriter,
    private readonly directory: UserDirectoryService,
    private readonly bell: BellService,
    private readonly preferences: ChannelPreferencesService,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const state = await this.writer.currentSince('agreement', event);
    if (!state?.agreement) return;
    const stale = this.clock.now().getTime() - Date.parse(event.metadata.occurredAt) > STALE_AFTER_MS;
    const notified = await this.dataSource.transaction(async (manager) => {
      const opened = stale ? [] : await this.followTurns(manager, event, state);
      await this.followDues(manager, state);
      return opened;
    });
    this.bell.push(notified);
  }

  // Answers the users whose bell got a new your-turn notification.
  private async followTurns(manager: EntityManager, event: RecordedEvent, state: AgreementState): Promise<string[]> {
    const { agreementId, buyerId, sellerId } = state.agreement!.context;
    const turn = agreementTurn(state);
    const mover = event.metadata.actorId;
    // Only the other party's move rings the bell (not a system process's, nor an auditor's).
    const byParty = mover === buyerId || mover === sellerId;
    const notified: string[] = [];
    for (const party of PARTIES) {
      const userId = state.agreement!.context[`${party}Id`];
      if (!userId) continue;
      const onTheMove = turn === party || turn === 'both';
      if (!onTheMove || mover === userId) await closeTurn(manager, agreementId, userId);
      if (!onTheMove) continue;
      const occasion = `turn:${agreementId}:${userId}:${event.streamVersion}`;
      const sendAt = outsideQuietHours(new Date(this.clock.now().getTime() + this.runtime.env.REMINDER_DELAY * 60_000));
      const opened = await openTurn(manager, { occasion, userId, agreementId, sendAt });
      if (
        opened &&
        byParty &&
        mover !== userId &&
        (await this.notifyTurn(manager, { occasion, userId, moverId: mover, state }))
      )
        notified.push(userId);
    }
    return notified;
  }

  private async notifyTurn(
    manager: EntityManager,
    { occasion, userId, moverId, state }: { occasion: string; userId: string; moverId: string; state: AgreementState },
  ): Promise<boolean> {
    const recipient = (await this.preferences.recipients([userId])).get(userId);
    if (!recipient?.choice.inApp) return false;
    const mover = await this.directory.findById(moverId);
    const number = contractNumberOf(state);
    return this.bell.add(manager, {
      userId,
      dedupeKey: occasion,
      title: `Your move on contract ${number}`,
      body: `${mover?.usrName ?? 'The other party'} responded on contract ${number}. It is your turn.`,
      link: agreementLink(state.agreement!.context.agreementId),
    });
  }

  // The buyer pays: each unpaid instalment keeps one pending reminder, on its next reminder day.
  private async followDues(manager: EntityManager, state: AgreementState): Promise<void> {
    const { agreementId, buyerId } = state.agreement!.context;
    if (!buyerId) return;
    const unpaid = unpaidInstalments(state);
    await manager.query(
      `update reminders set status = 'closed'
        where agreement_id = $1 and kind = 'due' and status = 'pending' and not (instalment = any($2::text[]))`,
      [agreementId, unpaid.map((instalment) => instalment.key)],
    );
    const today = istDate(this.clock.now());
    for (const { key, dueDate } of unpaid)
      await scheduleDue(manager, {
        agreementId,
        userId: buyerId,
        instalment: key,
        dueDate,
        day: nextDueReminderDate(dueDate, today),
      });
  }
}

async function closeTurn(manager: EntityManager, agreementId: string, userId: string): Promise<void> {
  await manager.query(
    `update reminders set status = 'closed'
      where agreement_id = $1 and user_id = $2 and kind = 'your-turn' and status <> 'closed'`,
    [agreementId, userId],
  );
}

// Opens an occasion unless one is open for the contract and user; answers whether it opened.
async function openTurn(
  manager: EntityManager,
  turn: { occasion: string; userId: string; agreementId: string; sendAt: Date },
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `insert into reminders (occasion, kind, user_id, agreement_id, send_at) values ($1, 'your-turn', $2, $3, $4)
     on conflict do nothing returning id`,
    [turn.occasion, turn.userId, turn.agreementId, turn.sendAt],
  );
  return rows.length > 0;
}

/** Schedules an instalment's reminder for 09:00 on `day`, unless one is pending. */
export async function scheduleDue(
  manager: EntityManager,
  due: { agreementId: string; userId: string; instalment: string; dueDate: string; day: string },
): Promise<void> {
  const { day } = due;
  await manager.query(
    `insert into reminders (occasion, kind, user_id, agreement_id, instalment, due_date, send_at)
     values ($1, 'due', $2, $3, $4, $5, $6) on conflict do nothing`,
    [
      `due:${due.agreementId}:${due.instalment}:${due.dueDate}:${day}`,
      due.userId,
      due.agreementId,
      due.instalment,
      due.dueDate,
      istMorningOf(day),
    ],
  );
}
