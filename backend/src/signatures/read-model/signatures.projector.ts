import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AgreementEvent, AgreementSigned, RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { streamsInBatch } from '../../projections/streams-in-batch.js';
import { agreementIdOf } from '../../streams/stream-ids.js';
import { ofTypes } from '../../projections/handles.js';

/** One signature as the panel shows it. */
export type SignatureView = Pick<AgreementSigned['data'], 'signerId' | 'method' | 'signedAt'>;

/** A row of `agreement_signatures`: the signature panel of one agreement. */
export interface SignaturesRow {
  version: number;
  required: boolean;
  documentVersion: number | null;
  documentHash: string | null;
  fixedAt: string | null;
  signatures: Partial<Record<'buyer' | 'seller', SignatureView>>;
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

function applyEvent(row: SignaturesRow, event: AgreementEvent): SignaturesRow {
  switch (event.type) {
    case 'SignatureRequirementSet':
      return { ...row, required: event.data.required };
    case 'ContractDocumentFixed':
      return {
        ...row,
        documentVersion: event.data.documentVersion,
        documentHash: event.data.hash,
        fixedAt: event.data.fixedAt,
        signatures: {},
      };
    case 'AgreementSigned': {
      const { by, signerId, method, signedAt } = event.data;
      return { ...row, signatures: { ...row.signatures, [by]: { signerId, method, signedAt } } };
    }
    case 'SignaturesVoided':
      return {
        ...row,
        documentVersion: null,
        documentHash: null,
        fixedAt: null,
        signatures: {},
        voidedCount: row.voidedCount + 1,
      };
    default:
      return row;
  }
}

/** The signature panel's read model: setting, current document and signatures per agreement. */
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
      const after = fresh.reduce((row, event) => applyEvent(row, event as unknown as AgreementEvent), before);
      await manager.query(
        `insert into agreement_signatures
           (agreement_id, version, required, document_version, document_hash, fixed_at, signatures, voided_count)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (agreement_id) do update set version = excluded.version, required = excluded.required,
           document_version = excluded.document_version, document_hash = excluded.document_hash,
           fixed_at = excluded.fixed_at, signatures = excluded.signatures, voided_count = excluded.voided_count`,
        [
          agreementId,
          fresh.at(-1)!.streamVersion,
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

/** The row of one agreement, if any event of it was projected. */
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
