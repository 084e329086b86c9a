import { OneTimeCode } from '../accounts/one-time-codes/one-time-code.entity.js';
import { RateLimitCounter } from '../accounts/rate-limit/rate-limit-counter.entity.js';
import { RefreshToken } from '../accounts/sessions/refresh-token.entity.js';
import { User } from '../accounts/user.entity.js';
import { SubscriptionPlan } from '../lookups/subscription-plan.entity.js';
import { UserType } from '../lookups/user-type.entity.js';
import { NotificationMessage } from '../notifications/notification-message.entity.js';
import { ProjectionCheckpoint } from '../projections/checkpoint.entity.js';
import { StreamParty } from '../projections/stream-party.entity.js';

/** Every TypeORM entity (read models and relational data). Features add theirs here. */
export const entities = [
  ProjectionCheckpoint,
  StreamParty,
  UserType,
  SubscriptionPlan,
  User,
  RefreshToken,
  OneTimeCode,
  RateLimitCounter,
  NotificationMessage,
];
