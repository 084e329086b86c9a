import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContactMessage } from './contact-message.entity.js';
import { ContactUsCommand } from './contact-us.command.js';

// Keeps a Contact us message, with the sender's account when signed in.
@CommandHandler(ContactUsCommand)
export class ContactUsHandler implements ICommandHandler<ContactUsCommand> {
  constructor(@InjectRepository(ContactMessage) private readonly contactMessages: Repository<ContactMessage>) {}

  async execute({ actor, request: form }: ContactUsCommand): Promise<{ id: string }> {
    const saved = await this.contactMessages.save(
      this.contactMessages.create({
        name: form.Name,
        email: form.Email.toLowerCase(),
        message: form.Message,
        userId: actor?.userId ?? null,
      }),
    );
    return { id: saved.id };
  }
}
