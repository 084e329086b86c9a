import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountsError } from '../accounts.errors.js';
import { contactWhere, toContact } from '../contact.js';
import { OneTimeCodeService } from '../one-time-codes/one-time-code.service.js';
import { User } from '../user.entity.js';
import { SendOtpCommand } from './send-otp.command.js';

// Sends a sign-in (`Login`) or password-reset (`Reset`) code to a known user's phone or e-mail.
@CommandHandler(SendOtpCommand)
export class SendOtpHandler implements ICommandHandler<SendOtpCommand> {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly codes: OneTimeCodeService,
  ) {}

  async execute({ request, ip }: SendOtpCommand): Promise<{ contactId: string }> {
    const contact = toContact(request.ContactInfo);
    const user = await this.users.findOneBy(contactWhere(contact));
    if (!user) throw new AccountsError('USER_NOT_FOUND');
    const purpose = request.Purpose === 'Reset' ? 'reset' : 'login';
    return { contactId: await this.codes.issue({ userId: user.id, contact, purpose, ip }) };
  }
}
