import { Injectable } from '@nestjs/common';
import type { User, UserStatus } from '../user.entity.js';
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

// Starts a session for a user whose identity has just been proven, and answers like Login.
@Injectable()
export class SignInResponder {
  constructor(private readonly sessions: SessionService) {}

  async respond(user: User): Promise<SignInResponse> {
    const tokens = await this.sessions.start(user.id);
    return {
      status: 1,
      ...tokens,
      name: user.name,
      userType: user.userTypeId,
      email: user.email,
      phoneNumber: user.phoneNumber,
      userId: user.id,
      usrId: user.id,
      userStatus: user.status,
      message: SIGNED_IN,
    };
  }
}
