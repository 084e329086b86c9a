import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  evolveSigning,
  type AgreementEvent,
  type AgreementSigned,
  type Party,
  type RecordedEvent,
  type SigningState,
} from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { streamsInBatch } from '../../projections/streams-in-batch.js';
import { agreementIdOf } from '../../streams/stream-ids.js';
import { ofTypes } from '../../projections/handles.js';

// One signature as the panel shows it.
export type SignatureView = Pick<AgreementSigned['data'], 'signerId' | 'method' | 'signedAt'>;

// A row of `agreement_signatures`: the signature panel of one agreement.
export interface SignaturesRow {
  version: number;
  required: boolean;
  documentVersion: number | null;
  documentHash: string | null;
  fixedAt: string | null;
  signatures: Partial<Record<Party, SignatureView>>;
  voidedCount: number;
}

const EMPTY: SignaturesRow = {
  version: 0,
  required: false,
  documentVersion: null,
  documentHash: null,
  fixedAt: null,
  signatures: {},
  voidedCount: 0,
};

// The row keeps what the panel shows of the machines' signing state, and the state folds on from
// it: for the four events handled here `evolveSigning` reads nothing else. What the row leaves out
// (the revisions, the documents counted, each signature's IP and user agent) starts empty here and
// is never written.
function signingOf(row: SignaturesRow): SigningState {
  const { documentVersion, documentHash, fixedAt } = row;
  const document =
    documentVersion === null ? null : { version: documentVersion, hash: documentHash!, revision: 0, fixedAt: fixedAt! };
  // Signatures stand only on the current document: fixing or voiding one clears them.
  const signatures = mapParties(row.signatures, (s) => ({
    ...s,
    documentVersion: documentVersion!,
    hash: documentHash!,
    ip: '',
    userAgent: '',
  }));
  return { required: row.required, revision: 0, documentCount: documentVersion ?? 0, document, signatures };
}

function rowOf(signing: SigningState, version: number, voidedCount: number): SignaturesRow {
  const { document } = signing;
  return {
    version,
    required: signing.required,
    documentVersion: document?.version ?? null,
    documentHash: document?.hash ?? null,
    fixedAt: document?.fixedAt ?? null,
    signatures: mapParties(signing.signatures, ({ signerId, method, signedAt }) => ({ signerId, method, signedAt })),
    voidedCount,
  };
}

const mapParties = <A, B>(byParty: Partial<Record<Party, A>>, f: (value: A) => B): Partial<Record<Party, B>> =>
  Object.fromEntries(Object.entries(byParty).map(([party, value]) => [party, f(value as A)]));

// The signature panel's read model: setting, current document and signatures per agreement.
@Injectable()
export class SignaturesProjector implements Projector, OnModuleInit {
  readonly name = 'agreement-signatures';
  readonly tables = ['agreement_signatures'];
  readonly handles = ofTypes('SignatureRequirementSet', 'ContractDocumentFixed', 'AgreementSigned', 'SignaturesVoided');

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const [streamId, streamEvents] of streamsInBatch(events, 'agreement')) {
      const agreementId = agreementIdOf(streamId);
      const before = (await readSignatures(manager, agreementId)) ?? EMPTY;
      const fresh = streamEvents.filter((event) => event.streamVersion > before.version);
      if (fresh.length === 0) continue;
      const signing = fresh.reduce(
        (state, event) => evolveSigning(state, event as unknown as AgreementEvent),
        signingOf(before),
      );
      const voided = fresh.filter((event) => event.type === 'SignaturesVoided').length;
      const after = rowOf(signing, fresh.at(-1)!.streamVersion, before.voidedCount + voided);
      await manager.query(
        `insert into agreement_signatures
           (agreement_id, version, required, document_version, document_hash, fixed_at, signatures, voided_count)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (agreement_id) do update set version = excluded.version, required = excluded.required,
           document_version = excluded.document_version, document_hash = excluded.document_hash,
           fixed_at = excluded.fixed_at, signatures = excluded.signatures, voided_count = excluded.voided_count`,
        [
          agreementId,
          after.version,
          after.required,
          after.documentVersion,
          after.documentHash,
          after.fixedAt,
          JSON.stringify(after.signatures),
          after.voidedCount,
        ],
      );
    }
  }
}

// The row of one agreement, if any event of it was projected.
export async function readSignatures(
  manager: Pick<EntityManager, 'query'>,
  agreementId: string,
): Promise<SignaturesRow | undefined> {
  const rows = (await manager.query(
    `select version, required, document_version as "documentVersion", document_hash as "documentHash",
            fixed_at as "fixedAt", signatures, voided_count as "voidedCount"
       from agreement_signatures where agreement_id = $1`,
    [agreementId],
  )) as (Omit<SignaturesRow, 'fixedAt'> & { fixedAt: Date | null })[];
  const row = rows[0];
  return row && { ...row, fixedAt: row.fixedAt?.toISOString() ?? null };
}
