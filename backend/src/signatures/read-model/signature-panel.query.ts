import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SigningMethod } from '@samvida/machines';
import type { DataSource } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { RenderedPdfs } from '../../common/pdf/rendered-pdfs.service.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { contractDocumentKey } from '../contract-document/contract-documents.service.js';
import { ESIGN_PROVIDER, type EsignProvider } from '../esign/esign-provider.port.js';
import { esignTransactionId } from '../esign/esign-transaction.js';
import { SignerCodes } from '../signer-codes/signer-codes.service.js';
import { readSignatures } from './signatures.projector.js';

// The signature panel of an agreement as the API answers it.
export interface SignaturePanel {
  Required: boolean;
  // Hash: the SHA-256 the parties sign, of the document without the platform's PDF signature.
  // FileHash: the SHA-256 of the file a download serves now, signature included; null when the file
  // is not stored (the next download signs it again).
  Document: { DocumentVersion: number; Hash: string; FileHash: string | null; FixedAt: string } | null;
  Signatures: { Party: 'buyer' | 'seller'; SignerName: string; Method: SigningMethod; SignedAt: string }[];
  SignedByBoth: boolean;
  // How many documents a later change of agreed terms voided.
  VoidedCount: number;
  // The eSign provider a party may sign with (`sandbox` outside production), or null: codes only.
  Esign: string | null;
  // The caller's signing code still open for the current document (never the code): the challenge
  // to sign with, or for the eSign sandbox the transaction to complete, so a reload keeps it.
  PendingCode: {
    ChallengeId: string;
    TransactionId: string | null;
    SentTo: string[];
    SentAt: string;
    ExpiresAt: string;
  } | null;
  // When the caller may be sent a new signing code, and in how many seconds (0 and null: now).
  NextCodeAt: string | null;
  NextCodeInSeconds: number;
}

type PanelCode = Pick<SignaturePanel, 'PendingCode' | 'NextCodeAt' | 'NextCodeInSeconds'>;
const NO_CODE: PanelCode = { PendingCode: null, NextCodeAt: null, NextCodeInSeconds: 0 };

// Reads the signature panel for a party (or a granted auditor) of the agreement.
@Injectable()
export class SignaturePanelQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: StreamAccess,
    private readonly directory: UserDirectoryService,
    @Inject(ESIGN_PROVIDER) private readonly esign: EsignProvider | null,
    private readonly rendered: RenderedPdfs,
    private readonly codes: SignerCodes,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async panel(agreementId: string, userId: string): Promise<SignaturePanel> {
    await this.access.assertParty('agreement', agreementId, userId);
    const row = await readSignatures(this.dataSource, agreementId);
    const signed = Object.entries(row?.signatures ?? {}) as [
      'buyer' | 'seller',
      { signerId: string; method: SigningMethod; signedAt: string },
    ][];
    const names = await this.directory.findByIds(signed.map(([, s]) => s.signerId));
    const document =
      row?.documentVersion && row.documentHash && row.fixedAt
        ? {
            DocumentVersion: row.documentVersion,
            Hash: row.documentHash,
            FileHash: await this.rendered.fileSha256(
              contractDocumentKey(agreementId, row.documentVersion, row.documentHash),
            ),
            FixedAt: row.fixedAt,
          }
        : null;
    return {
      Required: row?.required ?? false,
      Document: document,
      Signatures: signed.map(([party, s]) => ({
        Party: party,
        SignerName: names.get(s.signerId)?.usrName ?? '',
        Method: s.method,
        SignedAt: s.signedAt,
      })),
      SignedByBoth: signed.length === 2,
      VoidedCount: row?.voidedCount ?? 0,
      Esign: this.esign?.name ?? null,
      ...(document ? await this.signingCode(agreementId, userId, document.Hash) : NO_CODE),
    };
  }

  private async signingCode(agreementId: string, userId: string, hash: string): Promise<PanelCode> {
    const { code, nextCodeAt, secondsUntilNext } = await this.codes.pending(agreementId, userId, hash);
    const transactionId = (challengeId: string, expiresAt: Date) =>
      esignTransactionId(this.runtime.jwtSecret, { agreementId, userId, hash, challengeId }, expiresAt);
    return {
      PendingCode: code
        ? {
            ChallengeId: code.challengeId,
            TransactionId: code.via === 'esign' ? transactionId(code.challengeId, code.expiresAt) : null,
            SentTo: code.sentTo,
            SentAt: code.sentAt.toISOString(),
            ExpiresAt: code.expiresAt.toISOString(),
          }
        : null,
      NextCodeAt: nextCodeAt?.toISOString() ?? null,
      NextCodeInSeconds: secondsUntilNext,
    };
  }
}
