// What a sweep's reminders say: per user, one your-turn message, or a digest when several
// contracts wait on them; one message per unpaid instalment due.
import { type AgreementState, formatInr, indianDate, type UnpaidInstalment } from '@samvida/machines';
import type { TemplateName, TemplateParams } from '../../notifications/notifications.service.js';

export const agreementLink = (agreementId: string): string => `/DetailAgreement?agreementId=${agreementId}`;
const contractLink = (agreementId: string): string => `/DetailContract?agreementId=${agreementId}`;
const DASHBOARD_LINK = '/AllContracts';
// A digest names this many contracts, then counts the rest (an SMS stays short).
const DIGEST_NAMES = 5;

/** The contract's number as its parties know it. */
export const contractNumberOf = (state: AgreementState): string => state.agreement?.context.number ?? 'your contract';

/** A message for one user; `anchor` (a reminder id) keys it so it is stored once. */
export interface ReminderMessage<Name extends TemplateName = TemplateName> {
  anchor: string;
  userId: string;
  template: Name;
  params: TemplateParams[Name];
  /** What the bell shows, for messages the bell did not show already. */
  bell?: { title: string; body: string; link: string };
}

export interface TurnReminder {
  id: string;
  userId: string;
  agreementId: string;
  agreementUid: string;
  /** The other party's name. */
  counterpartyName: string;
}

/** One your-turn message per user, a digest for a user several contracts wait on. */
export function turnMessages(reminders: TurnReminder[]): ReminderMessage[] {
  const byUser = new Map<string, TurnReminder[]>();
  for (const reminder of reminders) byUser.set(reminder.userId, [...(byUser.get(reminder.userId) ?? []), reminder]);
  return [...byUser.values()].map((mine) => {
    const [first] = mine;
    if (mine.length === 1)
      return {
        anchor: first!.id,
        userId: first!.userId,
        template: 'your-turn',
        params: {
          counterpartyName: first!.counterpartyName,
          agreementUid: first!.agreementUid,
          link: agreementLink(first!.agreementId),
        },
      } satisfies ReminderMessage<'your-turn'>;
    const names = mine.slice(0, DIGEST_NAMES).map((reminder) => reminder.agreementUid);
    const more = mine.length - names.length;
    return {
      anchor: first!.id,
      userId: first!.userId,
      template: 'turn-digest',
      params: {
        count: mine.length,
        contracts: more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', '),
        link: DASHBOARD_LINK,
      },
    } satisfies ReminderMessage<'turn-digest'>;
  });
}

/** The reminder of one unpaid instalment (a scheduled payment, the advance, a settled note), to the buyer. */
export function dueMessage(
  reminder: { id: string; userId: string; agreementId: string },
  instalment: UnpaidInstalment,
  agreementUid: string,
): ReminderMessage<'payment-due'> {
  const params = {
    // As it reads mid-sentence ("the advance payment", "the invoice INV/26-27/000001 payment").
    what: instalment.label.charAt(0).toLowerCase() + instalment.label.slice(1),
    amount: formatInr(instalment.unpaid),
    agreementUid,
    dueDate: indianDate(instalment.dueDate),
    link: contractLink(reminder.agreementId),
  };
  return {
    anchor: reminder.id,
    userId: reminder.userId,
    template: 'payment-due',
    params,
    bell: {
      title: `Payment due on contract ${agreementUid}`,
      body: `The ${params.what} payment of ${params.amount}, due on ${params.dueDate}, is not yet paid.`,
      link: params.link,
    },
  };
}
