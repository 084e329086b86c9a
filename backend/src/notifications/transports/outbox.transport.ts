import type { Transport } from './transport.js';

/** Outside production nothing leaves the machine: the stored message row is the outbox. */
export class OutboxTransport implements Transport {
  readonly name = 'outbox';

  async send(): Promise<void> {}
}
