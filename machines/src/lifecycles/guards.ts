// Guards on the role recorded in an event (`by`), shared by the agreement-stream machines.
import type { Role } from '../rules/fields.js';

type ByEvent = { event: { by: Role } };

/** Role guards to spread into a machine's `setup({ guards })`. */
export const roleGuards = {
  byBuyer: ({ event }: ByEvent) => event.by === 'buyer',
  bySeller: ({ event }: ByEvent) => event.by === 'seller',
  bySystem: ({ event }: ByEvent) => event.by === 'system',
  byParty: ({ event }: ByEvent) => event.by === 'buyer' || event.by === 'seller',
};
