import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { contactWhere, toContact } from '../contact.js';
import { User } from '../user.entity.js';
import type { CheckUserRequest } from './check-user.request.js';

// Whether an account uses this phone or e-mail (the sign-up screen asks before registering).
@Injectable()
export class CheckUserQuery {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async check(request: CheckUserRequest): Promise<{ exists: boolean }> {
    return { exists: await this.users.existsBy(contactWhere(toContact(request.ContactInfo))) };
  }
}
