import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountsError } from '../accounts.errors.js';
import { Clock } from '../../common/clock.js';
import { toContact } from '../contact.js';
import { rethrowIfContactTaken } from '../contact-taken.js';
import { checkAddressOfGstin, checkPanOfGstin, claimGstin } from '../gstin-holder.js';
import { Passwords } from '../passwords.js';
import { User } from '../user.entity.js';
import { UserProfileQuery, type UserProfile } from '../user-details/user-profile.query.js';
import { UpdateProfileCommand } from './update-profile.command.js';

// Profile completion (UserEmpCompanyUpdate): name, e-mail (optional: blank clears it), accepted terms and optionally a new
// password, PAN, GSTIN, address and the payment details invoices print; the user becomes `Active`. The phone number is read-only here, so a
// PhoneNumber in the body is ignored. A GSTIN belongs to one business: one another account holds
// is refused, and the PAN must be the GSTIN's (as they will stand after the update). With a GSTIN,
// the address (sent or kept) must carry a PIN code in the GSTIN's state.
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: Passwords,
    private readonly profiles: UserProfileQuery,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, request }: UpdateProfileCommand): Promise<UserProfile> {
    if (request.Id !== actor.userId) throw new AccountsError('NOT_YOUR_ACCOUNT');
    const user = await this.users.findOneByOrFail({ id: actor.userId });
    const email = request.Email ? toContact(request.Email).value : null;
    // The password was set at registration; it changes only when the client sends one.
    const passwordHash = request.Password === undefined ? undefined : await this.passwords.hash(request.Password);
    await this.users.manager
      .transaction(async (manager) => {
        if (request.Gstin !== user.gstin) await claimGstin(manager, request.Gstin, 'Gstin', user.id);
        if (request.Pan !== undefined || request.Gstin !== undefined)
          checkPanOfGstin(request.Pan ?? user.pan, request.Gstin ?? user.gstin, request.Pan ? 'Pan' : 'Gstin');
        if (request.Address !== undefined || request.Gstin !== undefined)
          checkAddressOfGstin(
            request.Address ?? user.address,
            request.Gstin ?? user.gstin,
            request.Address ? 'Address' : 'Gstin',
          );
        await manager.getRepository(User).update(user.id, {
          name: request.Name,
          email,
          // A new address is unproven until a code reaches it.
          ...(email !== user.email && { emailVerifiedAt: null }),
          ...(passwordHash !== undefined && { passwordHash }),
          ...(request.Pan !== undefined && { pan: request.Pan }),
          ...(request.Gstin !== undefined && { gstin: request.Gstin }),
          ...(request.Address !== undefined && { address: request.Address }),
          ...paymentDetailsOf(request),
          termsAcceptedAt: user.termsAcceptedAt ?? this.clock.now(),
          status: 'Active',
        });
      })
      .catch(rethrowIfContactTaken);
    return this.profiles.get(user.id);
  }
}

// The payment details the request sends: each replaces the stored one, blank clears it.
function paymentDetailsOf(request: UpdateProfileCommand['request']): Partial<User> {
  const sent = {
    bankName: request.BankName,
    bankAccountNumber: request.BankAccountNumber,
    bankIfsc: request.BankIfsc,
    upiId: request.UpiId,
  };
  return Object.fromEntries(
    Object.entries(sent)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value || null]),
  );
}
