import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountsError } from '../accounts.errors.js';
import { Clock } from '../../common/clock.js';
import { toContact } from '../contact.js';
import { rethrowIfContactTaken } from '../contact-taken.js';
import { checkPanOfGstin, claimGstin } from '../gstin-holder.js';
import { Passwords } from '../passwords.js';
import { User } from '../user.entity.js';
import { UserProfileQuery, type UserProfile } from '../user-details/user-profile.query.js';
import { UpdateProfileCommand } from './update-profile.command.js';

// Profile completion (UserEmpCompanyUpdate): name, e-mail, accepted terms and optionally a new
// password, PAN and GSTIN; the user becomes `Active`. The phone number is read-only here, so a
// PhoneNumber in the body is ignored. A GSTIN belongs to one business: one another account holds
// is refused, and the PAN must be the GSTIN's (as they will stand after the update).
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
    const email = toContact(request.Email).value;
    // The password was set at registration; it changes only when the client sends one.
    const passwordHash = request.Password === undefined ? undefined : await this.passwords.hash(request.Password);
    await this.users.manager
      .transaction(async (manager) => {
        if (request.Gstin !== user.gstin) await claimGstin(manager, request.Gstin, 'Gstin', user.id);
        if (request.Pan !== undefined || request.Gstin !== undefined)
          checkPanOfGstin(request.Pan ?? user.pan, request.Gstin ?? user.gstin, request.Pan ? 'Pan' : 'Gstin');
        await manager.getRepository(User).update(user.id, {
          name: request.Name,
          email,
          // A new address is unproven until a code reaches it.
          ...(email !== user.email && { emailVerifiedAt: null }),
          ...(passwordHash !== undefined && { passwordHash }),
          ...(request.Pan !== undefined && { pan: request.Pan }),
          ...(request.Gstin !== undefined && { gstin: request.Gstin }),
          termsAcceptedAt: user.termsAcceptedAt ?? this.clock.now(),
          status: 'Active',
        });
      })
      .catch(rethrowIfContactTaken);
    return this.profiles.get(user.id);
  }
}
