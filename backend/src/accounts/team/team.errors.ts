import { DomainError, type ErrorKind } from '../../common/errors/domain.error.js';

// Every refusal of the team feature. A member of another business is "not found", like a missing one.
const TEAM = {
  MEMBER_NOT_FOUND: ['Team member not found.', 'not_found'],
  PHONE_IS_BUSINESS: ['This is the business’s own phone number; its owner is a member already.', 'validation'],
  PHONE_IN_A_TEAM: ['This phone number is already a member of a business on Samvida.', 'conflict'],
  PHONE_HAS_ACCOUNT: [
    'This phone number already has its own Samvida account. Invite a number that has not signed up yet.',
    'conflict',
  ],
  TEAM_FULL: ['A business can have at most 50 team members and invitations.', 'conflict'],
} as const satisfies Record<string, readonly [string, ErrorKind]>;

export type TeamErrorCode = keyof typeof TEAM;

export class TeamError extends DomainError {
  constructor(code: TeamErrorCode, field?: string) {
    const [message, kind] = TEAM[code];
    super(code, message, kind, field ? { [field]: [message] } : undefined);
  }
}

// Members and pending invitations a business may have at once (bounds the list and the screen).
export const MAX_TEAM_SIZE = 50;
