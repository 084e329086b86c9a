import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PaymentDetails } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { LookupsService, type PlanView } from '../../lookups/lookups.service.js';
import { User, type UserStatus } from '../user.entity.js';

// What GetUserDetails and getClientInfo return: the user's own profile, with the payment details
// their invoices print and the current plan.
export interface UserProfile extends PaymentDetails {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  userType: number | null;
  pan: string | null;
  gstin: string | null;
  address: string | null;
  isMsme: boolean;
  status: UserStatus;
  phoneVerified: boolean;
  emailVerified: boolean;
  termsAccepted: boolean;
  googleLinked: boolean;
  plan: PlanView;
}

@Injectable()
export class UserProfileQuery {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly lookups: LookupsService,
  ) {}

  async get(userId: string): Promise<UserProfile> {
    const user = await this.users.findOneByOrFail({ id: userId });
    const plan = await this.lookups.plan(user.planId);
    if (!plan) throw new Error(`user ${user.id} has unknown plan ${user.planId}`);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      userType: user.userTypeId,
      pan: user.pan,
      gstin: user.gstin,
      address: user.address,
      isMsme: user.isMsme,
      bankName: user.bankName,
      bankAccountNumber: user.bankAccountNumber,
      bankIfsc: user.bankIfsc,
      upiId: user.upiId,
      status: user.status,
      phoneVerified: Boolean(user.phoneVerifiedAt),
      emailVerified: Boolean(user.emailVerifiedAt),
      termsAccepted: Boolean(user.termsAcceptedAt),
      googleLinked: Boolean(user.googleSub),
      plan,
    };
  }
}
