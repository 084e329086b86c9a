import { Inject, Injectable } from '@nestjs/common';
import { EXPORT_FORMAT, streamName, type AuditExport, type SignedTreeHead } from '@samvida/machines';
import { DomainError } from '../../common/errors/domain.error.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { verifyChain } from '../../event-store/hash-chain.js';
import type { MerkleTree } from '../merkle/merkle-tree.js';
import { logCatchingUp, TransparencyLog } from '../merkle/transparency-log.service.js';
import { AuditAccess } from '../audit-access.service.js';
import { streamVerificationOf, type StreamVerification } from './stream-verification.js';

// A head signed before stream heads existed proves no stream's head; the next head will.
const headWithoutStreamHeads = () =>
  new DomainError(
    'LOG_CATCHING_UP',
    'The audit log signs its next tree head with the next recorded event. Please try again then.',
    'unavailable',
  );

// A contract's history as stored (not upcast), each event with its inclusion proof in the current
// signed tree head, the stream's head with its proof in the head's map of stream heads, and the
// public key: everything `npm run verify` and the browser need. With `since`, also the consistency
// proof from a head of that size the user kept.
@Injectable()
export class AuditExportQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly log: TransparencyLog,
    private readonly access: AuditAccess,
  ) {}

  async of(agreementId: string, userId: string, now: Date, since?: number): Promise<AuditExport> {
    await this.access.assertReader(agreementId, userId, now);
    const streamId = streamName('agreement', agreementId);
    const stored = await this.store.readStoredStream(streamId);
    const treeHead = await this.log.currentHead(now);
    if (!hasStreamHeads(treeHead)) throw headWithoutStreamHeads();
    if (since !== undefined && since > treeHead.treeSize) {
      throw new DomainError(
        'INVALID_RANGE',
        `since must be at most the ${treeHead.treeSize} events of the current head.`,
      );
    }
    // The head's trees (read once per head) and this stream's leaves: proofs from the trees, so
    // leaves rewritten after the head was signed give proofs that fail against it.
    const { tree } = await this.log.treeOf(treeHead);
    const proofs = this.log.inclusionOfStream(await this.log.leavesOf(streamId, treeHead.treeSize), tree.events);
    const streamHead = tree.streamHeads.proofOf(streamId);
    if (!streamHead) throw logCatchingUp();
    const events = stored.map((event) => {
      const proof = proofs.get(event.streamVersion);
      if (!proof) throw logCatchingUp();
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
    const consistency = since === undefined ? undefined : { first: since, proof: consistencyProof(tree.events, since) };
    return {
      format: EXPORT_FORMAT,
      streamId,
      events,
      streamHead,
      treeHead,
      ...(consistency && { consistency }),
      publicKey: this.log.publicKeyHex,
    };
  }

  // The server's own re-check: the stored chain, then each event against the signed log and the
  // last against the stream head the current head commits to (the browser and the offline
  // verifier repeat it on the export).
  async verifyChain(agreementId: string, userId: string, now: Date): Promise<StreamVerification> {
    await this.access.assertReader(agreementId, userId, now);
    const streamId = streamName('agreement', agreementId);
    const stored = await this.store.readStoredStream(streamId);
    const chain = verifyChain(stored);
    return chain.ok ? streamVerificationOf(chain, await this.log.checkStream(streamId, stored, now)) : chain;
  }
}

const consistencyProof = (events: MerkleTree, first: number) =>
  events.consistencyProof(first).map((node) => node.toString('hex'));

function hasStreamHeads(head: SignedTreeHead): head is AuditExport['treeHead'] {
  return head.streamHeadsRoot !== undefined;
}
