import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ActingBusiness } from '../../common/auth/acting-business.js';
import { User, type UserStatus } from '../user.entity.js';
import { SessionService } from './session.service.js';

// The spec's login response (status, token, name, userType, email, phoneNumber, userId, usrId, message) plus refreshToken.
export interface SignInResponse {
  status: 1;
  token: string;
  refreshToken: string;
  name: string;
  userType: number | null;
  email: string | null;
  phoneNumber: string | null;
  userId: string;
  usrId: string;
  // `New` until the profile is completed (UserEmpCompanyUpdate).
  userStatus: UserStatus;
  message: string;
}

const SIGNED_IN = 'Signed in successfully.';

// Starts a session for a user whose identity has just been proven, and answers like Login. A team
// member's `userId` and status are those of the business they act for (the screens work on its
// contracts); name, phone and e-mail stay theirs.
@Injectable()
export class SignInResponder {
  constructor(
    private readonly sessions: SessionService,
    private readonly acting: ActingBusiness,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async respond(user: User): Promise<SignInResponse> {
    const tokens = await this.sessions.start(user.id);
    const { businessId } = await this.acting.of(user.id);
    const business = businessId === user.id ? user : await this.users.findOneByOrFail({ id: businessId });
    return {
      status: 1,
      ...tokens,
      name: user.name,
      userType: user.userTypeId,
      email: user.email,
      phoneNumber: user.phoneNumber,
      userId: business.id,
      usrId: business.id,
      userStatus: business.status,
      message: SIGNED_IN,
    };
  }
}
