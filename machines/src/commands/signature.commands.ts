// Payloads of the signing commands on an agreement stream. The server completes them: it renders
// the document and hashes it, and it records the request's IP and user agent with a signature.
import { z } from 'zod';
import { DocumentLayout, DocumentPartyData, Sha256Hex, SigningMethod } from '../events/signature.events.js';
import { EntityId, Text } from '../rules/fields.js';

const onAgreement = <S extends z.ZodRawShape>(shape: S) => z.object({ AgreementId: EntityId, ...shape });

/** The creator turns the signatures-before-AA setting on or off while the contract is a draft. */
export const RequireSignaturesData = onAgreement({ Required: z.boolean() });

/**
 * Fixes the agreed state as contract document `Hash`, rendered from agreed-terms revision `Revision`
 * with the renderer's `Layout` (left out for the first layout).
 */
export const FixContractDocumentData = onAgreement({
  Hash: Sha256Hex,
  Revision: z.number().int().min(0),
  Parties: z.object({ buyer: DocumentPartyData, seller: DocumentPartyData }),
  Layout: DocumentLayout.optional(),
});

/** The acting party signs the document whose SHA-256 is `Hash` (after its one-time code was checked). */
export const SignContractData = onAgreement({
  Hash: Sha256Hex,
  Method: SigningMethod,
  SignerIp: Text(100),
  UserAgent: Text(500),
});
