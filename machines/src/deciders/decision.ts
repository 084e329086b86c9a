// What every decider returns and takes besides state and command.
import type { z } from 'zod';
import type { Role } from '../rules/fields.js';
import type { MemberActor } from '../rules/team-roles.js';

/** Why a command was refused; the backend maps codes to HTTP statuses (400, 403, 404, 409). */
export type RefusalCode =
  'INVALID_COMMAND' | 'NOT_FOUND' | 'NOT_A_PARTY' | 'ROLE_FORBIDDEN' | 'NOT_ALLOWED' | 'ALREADY_EXISTS';

/** A refused command with a reason the user can read. */
export interface Refusal {
  ok: false;
  code: RefusalCode;
  reason: string;
}

/** An allowed command with the events to append, in order. */
export interface Approval<E> {
  ok: true;
  events: E[];
}

export type Decision<E> = Approval<E> | Refusal;

/**
 * Who is acting. A party's role is derived from the state's parties by `userId`; `role` is
 * trusted only for a counterparty known so far by contact alone, and `'system'` is for timers.
 * `phoneNumber` matches invitations sent by phone.
 */
export interface Actor extends MemberActor {
  userId: string;
  role?: Role;
  phoneNumber?: string | null;
  /** The member who acts for the business `userId` (its owner's own account when absent). */
  memberId?: string;
}

/** The person who acts: the signed-in member, or the business's own account (timers, tests). */
export const personOf = (actor: Pick<Actor, 'userId' | 'memberId'>): string => actor.memberId ?? actor.userId;

/** The inputs a decision may not take from the environment itself: the time and fresh ids. */
export interface DecideEnv {
  /** ISO date-time the command was received. */
  now: string;
  /** A fresh uuid on each call. */
  newId: () => string;
}

/** An action a user may take now; `code` is the spec's action code where it has one. */
export interface AvailableAction<C extends string, K extends string = string> {
  command: C;
  code?: K;
}

export const refuse = (code: RefusalCode, reason: string): Refusal => ({ ok: false, code, reason });
export const approve = <E>(events: E[]): Approval<E> => ({ ok: true, events });

/** "NegotiateItem" → "Negotiate item", for reasons. */
export const humanize = (name: string): string => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The first problem zod found in a command, prefixed by its field path inside `data`. */
export const firstIssueOf = (error: z.ZodError): string => {
  const issue = error.issues[0]!;
  const path = issue.path[0] === 'data' ? issue.path.slice(1) : issue.path;
  return path.length ? `${path.join('.')}: ${issue.message}` : issue.message;
};
