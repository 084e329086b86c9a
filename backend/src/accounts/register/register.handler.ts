import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LookupsService } from '../../lookups/lookups.service.js';
import { joinInvitedBusiness } from '../team/join-on-sign-up/join-invited-business.js';
import { toContact } from '../contact.js';
import { rethrowIfContactTaken } from '../contact-taken.js';
import { claimGstin } from '../gstin-holder.js';
import { OneTimeCodeService } from '../one-time-codes/one-time-code.service.js';
import { Passwords } from '../passwords.js';
import { User } from '../user.entity.js';
import { RegisterCommand } from './register.command.js';
import { unknownUserType } from './register.request.js';

// Creates a `New` user and sends a sign-in code to the phone; the code proves the number.
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand> {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly lookups: LookupsService,
    private readonly passwords: Passwords,
    private readonly codes: OneTimeCodeService,
  ) {}

  async execute({ request, ip }: RegisterCommand): Promise<{ contactId: string }> {
    // The form accepts the id as a number or a numeric string.
    const userTypeId = Number(request.UsrType);
    if (!Number.isInteger(userTypeId) || !(await this.lookups.userTypeExists(userTypeId))) throw unknownUserType();
    const phone = toContact(request.PhoneNumber);
    const passwordHash = await this.passwords.hash(request.Password);
    // The form checked that a PAN sent beside the GSTIN is the GSTIN's; no other account may hold
    // it. Checked after the insert, so a phone or e-mail already registered is told first.
    const user = await this.users.manager
      .transaction(async (manager) => {
        const users = manager.getRepository(User);
        const created = await users.save(
          users.create({
            name: request.UsrName,
            pan: request.UsrPan ?? null,
            gstin: request.UsrGstin ?? null,
            address: request.UsrAddress ?? null,
            userTypeId,
            isMsme: request.UsrIsMsme,
            phoneNumber: phone.value,
            email: request.Email ? toContact(request.Email).value : null,
            passwordHash,
            status: 'New',
          }),
        );
        await claimGstin(manager, request.UsrGstin, 'UsrGstin', created.id);
        await joinInvitedBusiness(manager, created.id, phone.value);
        return created;
      })
      .catch(rethrowIfContactTaken);
    const contactId = await this.codes.issue({ userId: user.id, contact: phone, purpose: 'login', ip });
    return { contactId };
  }
}
