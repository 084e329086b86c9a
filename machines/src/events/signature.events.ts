// Events of the signing of an agreement (they travel on its `agreement-<id>` stream): the per-contract
// setting, the contract document whose SHA-256 the parties sign, each signature, and the voiding
// of signatures when agreed terms change afterwards.
import { z } from 'zod';
import { Party, Role, Text, UserId } from '../rules/fields.js';

const event = <T extends string, S extends z.ZodRawShape>(type: T, data: S) =>
  z.object({ type: z.literal(type), data: z.object(data) });

/** A lower-case hex SHA-256 digest. */
export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 digest in lower-case hex.');
const DocumentVersion = z.number().int().min(1);
const IsoDateTime = z.iso.datetime({ offset: true });
/** A contract document layout after the first (which events leave unnamed). */
export const DocumentLayout = z.number().int().min(2).max(1000);

/** How a party signed: a one-time code by SMS or e-mail, or Aadhaar eSign through a provider. */
export const SigningMethod = z.enum(['otp-sms', 'otp-email', 'aadhaar-esign', 'sandbox']);
export type SigningMethod = z.infer<typeof SigningMethod>;

/** A party as the contract document names it, copied at the moment the document is fixed. */
export const DocumentPartyData = z.object({
  name: Text(150),
  address: Text(500),
  gstin: Text(15),
  pan: Text(10),
  contact: Text(150),
});
export type DocumentPartyData = z.infer<typeof DocumentPartyData>;

/** The creator chose whether both signatures are needed before the buyer's start. */
export const SignatureRequirementSet = event('SignatureRequirementSet', { by: Party, required: z.boolean() });
export type SignatureRequirementSet = z.infer<typeof SignatureRequirementSet>;

/**
 * The agreed state was rendered as the contract document; `hash` is the SHA-256 of its PDF bytes,
 * rendered from the stream as it stood just before this event plus this event's data.
 */
export const ContractDocumentFixed = event('ContractDocumentFixed', {
  by: Party,
  documentVersion: DocumentVersion,
  hash: Sha256Hex,
  /** The count of agreed-term changes the document reflects. */
  revision: z.number().int().min(0),
  fixedAt: IsoDateTime,
  parties: z.object({ buyer: DocumentPartyData, seller: DocumentPartyData }),
  /** The renderer's layout the PDF was made with; absent for the first layout, so old documents render as signed. */
  layout: DocumentLayout.optional(),
});
export type ContractDocumentFixed = z.infer<typeof ContractDocumentFixed>;

/** A party signed the current contract document. */
export const AgreementSigned = event('AgreementSigned', {
  by: Party,
  signerId: UserId,
  documentVersion: DocumentVersion,
  hash: Sha256Hex,
  method: SigningMethod,
  signedAt: IsoDateTime,
  ip: Text(100),
  userAgent: Text(500),
});
export type AgreementSigned = z.infer<typeof AgreementSigned>;

/** An agreed term changed after the document was fixed: the document and its signatures no longer count. */
export const SignaturesVoided = event('SignaturesVoided', {
  by: Role,
  documentVersion: DocumentVersion,
  hash: Sha256Hex,
  reason: Text(200),
});
export type SignaturesVoided = z.infer<typeof SignaturesVoided>;
