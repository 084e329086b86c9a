import { Injectable } from '@nestjs/common';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { ContractDocuments } from './contract-documents.service.js';
import { renderSigningCertificate } from './signing-certificate.pdf.js';

/** A PDF to send, with the file name it downloads as. */
export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

/** The contract document and its signing certificate, for the parties and granted auditors. */
@Injectable()
export class DocumentDownloadsQuery {
  constructor(
    private readonly access: StreamAccess,
    private readonly documents: ContractDocuments,
    private readonly directory: UserDirectoryService,
  ) {}

  async document(agreementId: string, userId: string, version?: number): Promise<PdfFile> {
    await this.access.assertParty('agreement', agreementId, userId);
    const history = await this.documents.history(agreementId, version);
    const bytes = await this.documents.pdf(agreementId, history);
    return { fileName: `contract-${agreementId}-v${history.fixed.documentVersion}.pdf`, bytes };
  }

  async certificate(agreementId: string, userId: string, version?: number): Promise<PdfFile> {
    await this.access.assertParty('agreement', agreementId, userId);
    const history = await this.documents.history(agreementId, version);
    const names = await this.directory.findByIds(history.signatures.map((s) => s.signerId));
    const bytes = await renderSigningCertificate({
      agreementId,
      fixed: history.fixed,
      signatures: history.signatures.map((s) => ({ ...s, signerName: names.get(s.signerId)?.usrName ?? '' })),
      voidedBecause: history.voidedBecause,
    });
    return { fileName: `signing-certificate-${agreementId}-v${history.fixed.documentVersion}.pdf`, bytes };
  }
}
