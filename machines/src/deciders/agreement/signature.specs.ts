// Agreement-stream commands of signing: the per-contract setting, fixing the contract document
// and signing it. When each is available is decided by signing.rules.ts (through `permits`).
import { refuse } from '../decision.js';
import { ev, probe, type SpecTable } from './command-spec.js';
import { nextDocument } from './signing.state.js';

export const SIGNATURE_SPECS = {
  RequireSignatures: {
    entity: 'agreement',
    probe: probe('SignatureRequirementSet'),
    build: ({ data, by }) => [ev('SignatureRequirementSet', { by, required: data.Required })],
  },
  // The server rendered the document from the revision it names; a change since makes it stale.
  FixContractDocument: {
    entity: 'agreement',
    probe: probe('ContractDocumentFixed'),
    build: ({ state, data, by, env }) =>
      data.Revision === state.signing.revision
        ? [
            ev('ContractDocumentFixed', {
              by,
              documentVersion: nextDocument(state.signing).version,
              hash: data.Hash,
              revision: data.Revision,
              fixedAt: env.now,
              parties: data.Parties,
              ...(data.Layout === undefined ? {} : { layout: data.Layout }),
            }),
          ]
        : refuse('NOT_ALLOWED', 'The agreed terms changed while the document was prepared. Please try again.'),
  },
  SignContract: {
    entity: 'agreement',
    probe: probe('AgreementSigned'),
    build: ({ state, data, by, personId, env }) => {
      const document = state.signing.document!;
      if (data.Hash !== document.hash)
        return refuse(
          'NOT_ALLOWED',
          'This is not the current contract document: the terms changed since. Download the new document and sign it.',
        );
      return [
        ev('AgreementSigned', {
          by,
          // The member who signed for the business.
          signerId: personId,
          documentVersion: document.version,
          hash: document.hash,
          method: data.Method,
          signedAt: env.now,
          ip: data.SignerIp,
          userAgent: data.UserAgent,
        }),
      ];
    },
  },
} satisfies Partial<SpecTable>;
