import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SigningMethod } from '@samvida/machines';
import type { DataSource } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { ESIGN_PROVIDER, type EsignProvider } from '../esign/esign-provider.port.js';
import { readSignatures } from './signatures.projector.js';

// The signature panel of an agreement as the API answers it.
export interface SignaturePanel {
  Required: boolean;
  Document: { DocumentVersion: number; Hash: string; FixedAt: string } | null;
  Signatures: { Party: 'buyer' | 'seller'; SignerName: string; Method: SigningMethod; SignedAt: string }[];
  SignedByBoth: boolean;
  // How many documents a later change of agreed terms voided.
  VoidedCount: number;
  // The eSign provider a party may sign with (`sandbox` outside production), or null: codes only.
  Esign: string | null;
}

// Reads the signature panel for a party (or a granted auditor) of the agreement.
@Injectable()
export class SignaturePanelQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: StreamAccess,
    private readonly directory: UserDirectoryService,
    @Inject(ESIGN_PROVIDER) private readonly esign: EsignProvider | null,
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
        ? { DocumentVersion: row.documentVersion, Hash: row.documentHash, FixedAt: row.fixedAt }
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
    };
  }
}
