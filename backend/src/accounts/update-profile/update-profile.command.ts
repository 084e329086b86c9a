import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { UserProfile } from '../user-details/user-profile.query.js';
import type { UpdateProfileRequest } from './update-profile.request.js';

// Auth/UserEmpCompanyUpdate: the caller completes their profile.
export class UpdateProfileCommand extends Command<UserProfile> {
  constructor(
    readonly actor: Actor,
    readonly request: UpdateProfileRequest,
  ) {
    super();
  }
}
