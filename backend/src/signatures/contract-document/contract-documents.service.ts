import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import {
  agreementDecider,
  streamName,
  type AgreementEvent,
  type AgreementSigned,
  type AgreementState,
  type ContractDocumentFixed,
  type RecordedEvent,
} from '@samvida/machines';
import { foldInSlices } from '../../common/fold-in-slices.js';
import type { PdfJob } from '../../common/pdf/pdf-renderers.js';
import { RenderedPdfs, pdfKey } from '../../common/pdf/rendered-pdfs.service.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { SignatureError } from '../signature.errors.js';
import { documentSha256 } from './sha256.js';
import type { EventPosition } from './signing-certificate.pdf.js';

const positionOf = (event: RecordedEvent): EventPosition => ({
  streamVersion: event.streamVersion,
  globalPosition: event.globalPosition,
  eventHash: event.hash,
});

// One fixed contract document as its stream records it: what it was rendered from and what followed.
export interface DocumentHistory {
  // The stream just before the document was fixed. Read and folded when asked: only a render needs
  // it, and folding a 1,000-item contract's stream is the costliest part of a download otherwise.
  stateBefore: () => Promise<AgreementState>;
  fixed: ContractDocumentFixed['data'] & EventPosition;
  signatures: (AgreementSigned['data'] & EventPosition)[];
  voidedBecause: string | null;
}

type DocumentFacts = Omit<DocumentHistory, 'stateBefore'>;

// What an agreement's stream says about its documents, up to `version`.
interface DocumentIndex {
  version: number;
  documents: Map<number, DocumentFacts>;
  latest: number | undefined;
}

// Agreements whose document index this process keeps.
const INDEXED_AGREEMENTS = 1_000;

// Where a contract document's bytes are stored: its version and recorded hash name them exactly.
export const contractDocumentKey = (agreementId: string, documentVersion: number, hash: string): string =>
  pdfKey('contract-document', agreementId, `v${documentVersion}`, hash);

// Reads fixed contract documents back from the agreement stream and re-renders them byte for byte.
// Each agreement's documents are indexed from its events and the index extended with the events
// appended since, so that a download reads those (mostly none), not the whole stream.
@Injectable()
export class ContractDocuments {
  private readonly indexes = new LRUCache<string, DocumentIndex>({ max: INDEXED_AGREEMENTS });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly rendered: RenderedPdfs,
  ) {}

  // Document `version` of the agreement (the latest when omitted), or 404.
  async history(agreementId: string, version?: number): Promise<DocumentHistory> {
    const streamId = streamName('agreement', agreementId);
    const index = await this.indexOf(agreementId, streamId);
    const facts = index.documents.get(version ?? index.latest ?? 0);
    if (!facts) throw new SignatureError('DOCUMENT_NOT_FOUND');
    let stateBefore: Promise<AgreementState> | undefined;
    const fold = async () => {
      const before = await this.store.readStream(streamId, { toVersion: facts.fixed.streamVersion - 1 });
      return foldInSlices(
        before as (RecordedEvent & AgreementEvent)[],
        agreementDecider.folder(),
        agreementDecider.initialState,
      );
    };
    // A copy: the index goes on growing as events arrive.
    return { ...facts, signatures: [...facts.signatures], stateBefore: () => (stateBefore ??= fold()) };
  }

  private async indexOf(agreementId: string, streamId: string): Promise<DocumentIndex> {
    const index = this.indexes.get(agreementId) ?? { version: 0, documents: new Map(), latest: undefined };
    const events = await this.store.readStream(streamId, { afterVersion: index.version });
    // Another request may have read some of them too: each event is taken once, by its version.
    for (const event of events as (RecordedEvent & AgreementEvent)[]) {
      if (event.streamVersion <= index.version) continue;
      index.version = event.streamVersion;
      if (event.type === 'ContractDocumentFixed') {
        index.documents.set(event.data.documentVersion, {
          fixed: { ...event.data, ...positionOf(event) },
          signatures: [],
          voidedBecause: null,
        });
        index.latest = event.data.documentVersion;
      } else if (event.type === 'AgreementSigned')
        index.documents.get(event.data.documentVersion)?.signatures.push({ ...event.data, ...positionOf(event) });
      else if (event.type === 'SignaturesVoided') {
        const document = index.documents.get(event.data.documentVersion);
        if (document) document.voidedBecause = event.data.reason;
      }
    }
    this.indexes.set(agreementId, index);
    return index;
  }

  // The PDF file of a recorded document, for `userId`: stored since it was fixed (or since its first
  // download), else rendered again from the stream (and signed afresh); its document is checked
  // against the recorded hash either way.
  pdf(agreementId: string, history: DocumentHistory, userId: string): Promise<Buffer> {
    const { fixed } = history;
    return this.rendered.get(
      userId,
      async (): Promise<PdfJob> => ({
        kind: 'contract-document',
        input: { agreementId, state: await history.stateBefore(), fixed },
      }),
      {
        key: contractDocumentKey(agreementId, fixed.documentVersion, fixed.hash),
        check: (bytes) => {
          if (documentSha256(bytes) !== fixed.hash) throw new SignatureError('DOCUMENT_MISMATCH');
        },
      },
    );
  }
}
