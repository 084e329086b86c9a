import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, IsNull, LessThan, MoreThan, Not } from 'typeorm';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { TooManyRequestsError } from '../../common/errors/too-many-requests.error.js';
import { AccountsError } from '../accounts.errors.js';
import { Clock } from '../../common/clock.js';
import type { Contact } from '../contact.js';
import { hmac, sameDigest, sha256 } from '../digest.js';
import { type CodePurpose, OneTimeCode } from './one-time-code.entity.js';

const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const RESEND_AFTER_MS = 30_000;
const MAX_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
const GRANT_TTL_MS = 10 * 60_000;

export interface CodeRequest {
  userId: string;
  contact: Contact;
  purpose: CodePurpose;
  ip?: string;
  // What the code is bound to (signing: agreement, signer and document hash); verify returns it.
  binding?: string;
  // Signing codes: the document the message names.
  document?: string;
  // An e-mail that gets the same code besides `contact` (signing sends SMS and e-mail when both are set).
  copyTo?: string;
}

// A sent code: its challenge, when it expires, and the stored messages that carry it.
export interface IssuedCode {
  challengeId: string;
  expiresAt: Date;
  messages: { id: string; channel: 'sms' | 'email' }[];
}

// A code sent and still usable: not used, replaced, expired or out of tries.
export interface OpenCode {
  challengeId: string;
  binding: string | null;
  sentAt: Date;
  expiresAt: Date;
}

// Why a new code must wait, and for how many seconds.
interface ResendWait {
  code: 'OTP_RESEND_TOO_SOON' | 'OTP_HOURLY_LIMIT';
  seconds: number;
}

export interface VerifiedCode {
  challengeId: string;
  userId: string;
  contact: string;
  channel: 'sms' | 'email';
  purpose: CodePurpose;
  binding: string | null;
}

// Six-digit codes from a CSPRNG, stored keyed-hashed, valid 5 minutes, single use, dead after
// 5 tries; per contact a resend waits 30 s and at most 5 codes go out per hour.
@Injectable()
export class OneTimeCodeService {
  private readonly key: string;

  constructor(
    @Inject(RUNTIME) runtime: Runtime,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {
    this.key = `one-time-code:${runtime.jwtSecret}`;
  }

  // Creates a challenge, sends its code and returns the challenge id (the client's `contactId`).
  async issue(request: CodeRequest): Promise<string> {
    return (await this.issueWithMessages(request)).challengeId;
  }

  // Like issue, also naming the messages sent (signing SMS are counted against the plan).
  async issueWithMessages(request: CodeRequest): Promise<IssuedCode> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const issued = await this.dataSource.transaction(async (manager) => {
      // Serialise requests for one contact so two at once cannot both pass the resend checks.
      await manager.query('select pg_advisory_xact_lock(hashtext($1))', [`otp:${request.contact.value}`]);
      const now = this.clock.now();
      await this.checkResendLimits(manager, request.contact.value, request.purpose, now);
      await manager.update(
        OneTimeCode,
        { contact: request.contact.value, purpose: request.purpose, closedAt: IsNull() },
        { closedAt: now },
      );
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      await manager.insert(OneTimeCode, {
        id,
        userId: request.userId,
        contact: request.contact.value,
        channel: request.contact.kind === 'phone' ? 'sms' : 'email',
        purpose: request.purpose,
        codeHash: this.digest(id, code),
        binding: request.binding ?? null,
        createdAt: now,
        expiresAt,
        requestedIp: request.ip ?? null,
      });
      return { challengeId: id, expiresAt };
    });
    const recipients = [request.contact.value, ...(request.copyTo ? [request.copyTo] : [])];
    const messages = [];
    for (const to of recipients) {
      const sent = await this.sendCode(request, to, code);
      if (sent) messages.push({ id: sent.id, channel: to.includes('@') ? ('email' as const) : ('sms' as const) });
    }
    return { ...issued, messages };
  }

  private sendCode(request: CodeRequest, to: string, code: string) {
    const minutes = CODE_TTL_MS / 60_000;
    return request.purpose === 'sign'
      ? this.notifications.send('signing-otp', to, { code, minutes, document: request.document ?? 'the contract' })
      : this.notifications.send('otp', to, { code, minutes });
  }

  // Checks a code against its challenge; any failure is the one answer "Invalid OTP.". Only codes
  // issued for one of `purposes` count (a signing code never signs in or resets a password), and
  // only for a binding `accepts` takes: a right code offered for something else is a wrong try,
  // so it is not used up.
  async verify(
    challengeId: string,
    code: string,
    purposes: CodePurpose[] = ['login', 'reset'],
    accepts: (binding: string | null) => boolean = () => true,
  ): Promise<VerifiedCode> {
    const now = this.clock.now();
    const verified = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(OneTimeCode, {
        where: { id: challengeId, purpose: In(purposes) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.closedAt || row.expiresAt <= now || row.attempts >= MAX_ATTEMPTS) return undefined;
      const matches = sameDigest(this.digest(row.id, code), row.codeHash) && accepts(row.binding);
      await manager.update(OneTimeCode, row.id, { attempts: row.attempts + 1, ...(matches && { closedAt: now }) });
      return matches ? row : undefined;
    });
    // Thrown after the commit, so a wrong try still counts.
    if (!verified) throw new AccountsError('INVALID_OTP');
    const { id, userId, contact, channel, purpose, binding } = verified;
    return { challengeId: id, userId, contact, channel, purpose, binding };
  }

  // After a verified reset code: a single-use grant that authorises one password change.
  async grantReset(challengeId: string): Promise<string> {
    const grant = randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(OneTimeCode).update(challengeId, {
      grantHash: sha256(grant),
      grantExpiresAt: new Date(this.clock.now().getTime() + GRANT_TTL_MS),
    });
    return grant;
  }

  // Spends a reset grant issued to `userId`, inside the caller's transaction.
  async redeemReset(manager: EntityManager, grant: string, userId: string): Promise<void> {
    const now = this.clock.now();
    const result = await manager.update(
      OneTimeCode,
      { grantHash: sha256(grant), userId, purpose: 'reset', grantUsedAt: IsNull(), grantExpiresAt: MoreThan(now) },
      { grantUsedAt: now },
    );
    if (!result.affected) throw new AccountsError('INVALID_RESET_GRANT');
  }

  // The newest code `userId` was sent at `contact` for `purpose` that can still be used, if any.
  async openCode(userId: string, contact: string, purpose: CodePurpose): Promise<OpenCode | undefined> {
    const row = await this.dataSource.getRepository(OneTimeCode).findOne({
      where: {
        userId,
        contact,
        purpose,
        closedAt: IsNull(),
        expiresAt: MoreThan(this.clock.now()),
        attempts: LessThan(MAX_ATTEMPTS),
      },
      order: { createdAt: 'DESC' },
    });
    return row
      ? { challengeId: row.id, binding: row.binding, sentAt: row.createdAt, expiresAt: row.expiresAt }
      : undefined;
  }

  // How many seconds `contact` waits before a new code for `purpose` may be sent (0: none).
  async secondsUntilNextCode(contact: string, purpose: CodePurpose): Promise<number> {
    const wait = await this.resendWait(this.dataSource.manager, contact, purpose, this.clock.now());
    return wait ? Math.ceil(wait.seconds) : 0;
  }

  private async checkResendLimits(
    manager: EntityManager,
    contact: string,
    purpose: CodePurpose,
    now: Date,
  ): Promise<void> {
    const wait = await this.resendWait(manager, contact, purpose, now);
    if (wait) throw new TooManyRequestsError(wait.code, wait.seconds);
  }

  // Signing codes are limited among themselves, so signing right after signing in is not refused.
  private async resendWait(
    manager: EntityManager,
    contact: string,
    purpose: CodePurpose,
    now: Date,
  ): Promise<ResendWait | undefined> {
    const recent = await manager.find(OneTimeCode, {
      select: { createdAt: true },
      where: {
        contact,
        purpose: purpose === 'sign' ? 'sign' : Not('sign'),
        createdAt: MoreThan(new Date(now.getTime() - HOUR_MS)),
      },
      order: { createdAt: 'DESC' },
    });
    const sinceLast = recent[0] ? now.getTime() - recent[0].createdAt.getTime() : Infinity;
    if (sinceLast < RESEND_AFTER_MS)
      return { code: 'OTP_RESEND_TOO_SOON', seconds: (RESEND_AFTER_MS - sinceLast) / 1000 };
    if (recent.length >= MAX_PER_HOUR) {
      const oldest = recent[recent.length - 1]!.createdAt.getTime();
      return { code: 'OTP_HOURLY_LIMIT', seconds: (oldest + HOUR_MS - now.getTime()) / 1000 };
    }
    return undefined;
  }

  private digest(challengeId: string, code: string): string {
    return hmac(this.key, `${challengeId}:${code}`);
  }
}
