import { Inject, Injectable } from '@nestjs/common';
import { streamName, type AuditExport } from '@samvida/machines';
import { DomainError } from '../../common/errors/domain.error.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import type { ChainVerification } from '../../event-store/hash-chain.js';
import { TransparencyLog } from '../merkle/transparency-log.service.js';
import { AuditAccess } from '../audit-access.service.js';

// A contract's history as stored (not upcast), each event with its inclusion proof in the current
// signed tree head, and the public key: everything `npm run verify` and the browser need.
@Injectable()
export class AuditExportQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly log: TransparencyLog,
    private readonly access: AuditAccess,
  ) {}

  async of(agreementId: string, userId: string, now: Date): Promise<AuditExport> {
    await this.access.assertReader(agreementId, userId, 'export', now);
    const streamId = streamName('agreement', agreementId);
    const stored = await this.store.readStoredStream(streamId);
    const treeHead = await this.log.currentHead(now);
    const proofs = await this.log.inclusionOfStream(streamId, treeHead.treeSize);
    const events = stored.map((event) => {
      const proof = proofs.get(event.streamVersion);
      if (!proof) {
        throw new DomainError(
          'LOG_CATCHING_UP',
          'The audit log is still catching up. Please try again.',
          'unavailable',
        );
      }
      const { eventId, streamVersion, type, data, metadata, prevHash, hash } = event;
      return {
        eventId,
        streamId,
        streamVersion,
        type,
        data,
        metadata,
        prevHash,
        hash,
        leafIndex: proof.leafIndex,
        inclusionProof: proof.path,
      };
    });
    return { format: 'samvida-audit-export/1', streamId, events, treeHead, publicKey: this.log.publicKeyHex };
  }

  // The server's own re-check of the stored chain (the browser and the offline verifier repeat it).
  async verifyChain(agreementId: string, userId: string, now: Date): Promise<ChainVerification> {
    await this.access.assertReader(agreementId, userId, 'chain verification', now);
    return this.store.verifyStream(streamName('agreement', agreementId));
  }
}
