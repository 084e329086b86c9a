import { Command } from '@nestjs/cqrs';
import type { ContactMessageForm } from '@samvida/machines';
import type { Actor } from '../../common/auth/access-token.service.js';

// ContactUs: a message from the form, signed in (`actor`) or not.
export class ContactUsCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor | undefined,
    readonly request: ContactMessageForm,
  ) {
    super();
  }
}
