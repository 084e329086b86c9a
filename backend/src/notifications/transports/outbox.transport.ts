import { Logger } from '@nestjs/common';
import type { OutgoingMessage, Transport } from './transport.js';

// Outside production nothing leaves the machine: the stored message row is the outbox, and the
// message also goes to the server's console so whoever runs the server can read a code there.
export class OutboxTransport implements Transport {
  readonly name = 'outbox';
  private readonly logger = new Logger('Outbox');

  async send({ to, template, body }: OutgoingMessage): Promise<void> {
    this.logger.log(`${template} for ${to}: ${body}`);
  }
}
