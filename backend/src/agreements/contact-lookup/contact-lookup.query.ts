import { Injectable } from '@nestjs/common';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { AgreementError } from '../agreement.errors.js';

// The builder's contact lookup: the public details of the account holding a phone or e-mail.
@Injectable()
export class ContactLookupQuery {
  constructor(private readonly directory: UserDirectoryService) {}

  async find(contact: string) {
    const user = await this.directory.findByContact(contact);
    if (!user) throw new AgreementError('CONTACT_NOT_FOUND');
    const { usrName, email, phoneNumber, usrGstin, usrAddress } = user;
    return { usrName, email, phoneNumber, usrGstin, usrAddress };
  }
}
