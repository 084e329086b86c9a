import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { OneTimeCodeService, type VerifiedCode } from '../one-time-codes/one-time-code.service.js';
import { SignInResponder, type SignInResponse } from '../sessions/sign-in.responder.js';
import { User } from '../user.entity.js';
import { ValidateOtpCommand } from './validate-otp.command.js';

// What a verified reset code yields: a grant for one ChangePassword call, not a session.
export interface ResetGrantResponse {
  status: 1;
  contactId: string;
  usrId: string;
  resetToken: string;
  message: string;
}

// Checks a code; a sign-in code starts a session, a reset code returns a reset grant.
@CommandHandler(ValidateOtpCommand)
export class ValidateOtpHandler implements ICommandHandler<ValidateOtpCommand> {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly codes: OneTimeCodeService,
    private readonly signIn: SignInResponder,
    private readonly clock: Clock,
    private readonly writer: StreamWriter,
  ) {}

  async execute({ request }: ValidateOtpCommand): Promise<SignInResponse | ResetGrantResponse> {
    const verified = await this.codes.verify(request.ContactId, request.OTP);
    const user = await this.markContactVerified(verified);
    if (verified.purpose === 'login') return this.signIn.respond(user);
    return {
      status: 1,
      contactId: verified.challengeId,
      usrId: user.id,
      resetToken: await this.codes.grantReset(verified.challengeId),
      message: 'Code verified. Choose a new password.',
    };
  }

  // The code reached this phone or inbox, which proves the user holds it. The fact is recorded
  // first (once per contact), so invitations and contracts sent to it attach even after a crash.
  private async markContactVerified({ userId, channel, contact }: VerifiedCode): Promise<User> {
    const user = await this.users.findOneByOrFail({ id: userId });
    const [field, current] =
      channel === 'sms' ? (['phoneVerifiedAt', user.phoneNumber] as const) : (['emailVerifiedAt', user.email] as const);
    if (!user[field] && current === contact) {
      user[field] = this.clock.now();
      await this.writer.record(
        'account',
        user.id,
        { userId: user.id },
        [{ type: 'ContactVerified', data: { userId: user.id, channel, contact } }],
        { commandId: `contact-verified:${channel}:${contact}`, now: user[field] },
      );
      await this.users.update(user.id, { [field]: user[field] });
    }
    return user;
  }
}
