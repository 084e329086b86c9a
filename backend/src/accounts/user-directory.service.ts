import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PaymentDetails } from '@samvida/machines';
import { In, type Repository } from 'typeorm';
import { contactWhere, toContact } from './contact.js';
import { User } from './user.entity.js';

// What other features may know about a user: the party details the spec's screens show.
export interface PartyProfile {
  usrId: string;
  usrName: string;
  phoneNumber: string | null;
  email: string | null;
  usrAddress: string | null;
  usrGstin: string | null;
  usrPan: string | null;
  /** Registered as a micro or small enterprise (Udyam): payment within 45 days under the MSMED Act. */
  isMsme: boolean;
}

// Read-only lookups of users for other features (contact lookup, party details on read models).
@Injectable()
export class UserDirectoryService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  // The user a phone number (+91…) or e-mail belongs to, if any.
  async findByContact(raw: string): Promise<PartyProfile | undefined> {
    if (!raw.trim()) return undefined;
    const user = await this.users.findOneBy(contactWhere(toContact(raw)));
    return user ? toProfile(user) : undefined;
  }

  async findById(id: string): Promise<PartyProfile | undefined> {
    const user = await this.users.findOneBy({ id });
    return user ? toProfile(user) : undefined;
  }

  // Where buyers pay a seller, for the seller's invoices (never part of a party's public details).
  async paymentDetailsOf(id: string): Promise<PaymentDetails> {
    const user = await this.users.findOneByOrFail({ id });
    return {
      bankName: user.bankName,
      bankAccountNumber: user.bankAccountNumber,
      bankIfsc: user.bankIfsc,
      upiId: user.upiId,
    };
  }

  // The account that registered `gstin` (GSTINs are unique per account), if any.
  async holderOfGstin(gstin: string): Promise<string | undefined> {
    const user = await this.users
      .createQueryBuilder('account')
      .select('account.id')
      .where('upper(account.gstin) = :gstin', { gstin: gstin.toUpperCase() })
      .getOne();
    return user?.id;
  }

  async findByIds(ids: string[]): Promise<Map<string, PartyProfile>> {
    const unique = [...new Set(ids.filter(Boolean))];
    if (unique.length === 0) return new Map();
    const users = await this.users.findBy({ id: In(unique) });
    return new Map(users.map((user) => [user.id, toProfile(user)]));
  }
}

function toProfile(user: User): PartyProfile {
  return {
    usrId: user.id,
    usrName: user.name,
    phoneNumber: user.phoneNumber,
    email: user.email,
    usrAddress: user.address,
    usrGstin: user.gstin,
    usrPan: user.pan,
    isMsme: user.isMsme,
  };
}
