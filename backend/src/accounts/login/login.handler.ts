import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { TooManyRequestsError } from '../../common/errors/too-many-requests.error.js';
import { AccountsError } from '../accounts.errors.js';
import { Clock } from '../../common/clock.js';
import { contactWhere, toContact } from '../contact.js';
import { Passwords } from '../passwords.js';
import { SignInResponder, type SignInResponse } from '../sessions/sign-in.responder.js';
import { User } from '../user.entity.js';
import { LoginCommand } from './login.command.js';

const MAX_WRONG_PASSWORDS = 5;
const LOCKOUT_MS = 15 * 60_000;

// Password sign-in by +91 phone or e-mail, with a temporary lockout after repeated wrong passwords.
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: Passwords,
    private readonly signIn: SignInResponder,
    private readonly clock: Clock,
  ) {}

  async execute({ request }: LoginCommand): Promise<SignInResponse> {
    const user = await this.users.findOneBy(contactWhere(toContact(request.Contact)));
    const now = this.clock.now();
    if (user?.lockedUntil && user.lockedUntil > now) {
      throw new TooManyRequestsError('ACCOUNT_LOCKED', (user.lockedUntil.getTime() - now.getTime()) / 1000);
    }
    if (!(await this.passwords.verify(user?.passwordHash, request.Password)) || !user) {
      if (user) await this.recordWrongPassword(user.id, now);
      throw new AccountsError('INVALID_CREDENTIALS');
    }
    if (!user.phoneVerifiedAt && !user.emailVerifiedAt) throw new AccountsError('PHONE_NOT_VERIFIED');
    if (user.failedLoginCount) await this.users.update(user.id, { failedLoginCount: 0, lockedUntil: null });
    return this.signIn.respond(user);
  }

  // Counted in SQL so concurrent wrong guesses all count; an expired lock starts a fresh count.
  private async recordWrongPassword(userId: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `with counted as (
         select id, 1 + case when locked_until <= $2::timestamptz then 0 else failed_login_count end as failures
           from users where id = $1 for update)
       update users set failed_login_count = counted.failures,
                        locked_until = case when counted.failures >= $3::int then $4::timestamptz else null end
         from counted where users.id = counted.id`,
      [userId, now, MAX_WRONG_PASSWORDS, new Date(now.getTime() + LOCKOUT_MS)],
    );
  }
}
