import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountsError } from '../accounts.errors.js';
import { Clock } from '../../common/clock.js';
import { SignInResponder, type SignInResponse } from '../sessions/sign-in.responder.js';
import { User } from '../user.entity.js';
import { type GoogleIdentity, GoogleIdTokenVerifier } from './google-id-token.verifier.js';
import { GoogleLoginCommand } from './google-login.command.js';

// Google sign-in from a verified ID token only. An account already linked to the Google subject
// signs in; one holding the same verified e-mail is linked; otherwise a `New` user is created.
@CommandHandler(GoogleLoginCommand)
export class GoogleLoginHandler implements ICommandHandler<GoogleLoginCommand> {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly verifier: GoogleIdTokenVerifier,
    private readonly signIn: SignInResponder,
    private readonly clock: Clock,
  ) {}

  async execute({ request }: GoogleLoginCommand): Promise<SignInResponse> {
    const identity = await this.verifier.verify(request.IdToken);
    const user = (await this.users.findOneBy({ googleSub: identity.sub })) ?? (await this.linkOrCreate(identity));
    return this.signIn.respond(user);
  }

  private async linkOrCreate(identity: GoogleIdentity): Promise<User> {
    const existing = await this.users.findOneBy({ email: identity.email });
    // Linking to an address nobody proved would hand that account to whoever typed it first.
    if (existing && !existing.emailVerifiedAt) throw new AccountsError('GOOGLE_EMAIL_UNVERIFIED_ACCOUNT');
    const user =
      existing ??
      this.users.create({
        name: identity.name,
        email: identity.email,
        status: 'New',
        emailVerifiedAt: this.clock.now(),
      });
    user.googleSub = identity.sub;
    return this.users.save(user);
  }
}
