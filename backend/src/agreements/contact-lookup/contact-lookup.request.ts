import { z } from 'zod';
import { CounterpartyContactInfo } from '../draft-contract/draft-contract.requests.js';

// ContactLookup `{ContactInfo}`: the builder's Verify of a counterparty's phone or e-mail.
export const ContactLookupRequest = z.object({ ContactInfo: CounterpartyContactInfo });
export type ContactLookupRequest = z.infer<typeof ContactLookupRequest>;
