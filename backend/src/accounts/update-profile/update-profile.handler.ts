import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountsError } from '../accounts.errors.js';
import { Clock } from '../../common/clock.js';
import { toContact } from '../contact.js';
import { rethrowIfContactTaken } from '../contact-taken.js';
import { Passwords } from '../passwords.js';
import { User } from '../user.entity.js';
import { UserProfileQuery, type UserProfile } from '../user-details/user-profile.query.js';
import { UpdateProfileCommand } from './update-profile.command.js';

// Profile completion (UserEmpCompanyUpdate): name, e-mail, accepted terms and optionally a new
// password; the user
// becomes `Active`. The phone number is read-only here, so a PhoneNumber in the body is ignored.
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
    await this.users
      .update(user.id, {
        name: request.Name,
        email,
        // A new address is unproven until a code reaches it.
        ...(email !== user.email && { emailVerifiedAt: null }),
        // The password was set at registration; it changes only when the client sends one.
        ...(request.Password !== undefined && { passwordHash: await this.passwords.hash(request.Password) }),
        termsAcceptedAt: user.termsAcceptedAt ?? this.clock.now(),
        status: 'Active',
      })
      .catch(rethrowIfContactTaken);
    return this.profiles.get(user.id);
  }
}
