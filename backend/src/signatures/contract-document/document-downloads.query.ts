import { Injectable } from '@nestjs/common';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import type { PdfJob } from '../../common/pdf/pdf-renderers.js';
import { RenderedPdfs, contentHash, contractInputKey, pdfKey } from '../../common/pdf/rendered-pdfs.service.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { ContractDocuments, type DocumentHistory } from './contract-documents.service.js';
import type { CertificateInput } from './signing-certificate.pdf.js';

// A PDF to send, with the file name it downloads as.
export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

// The contract document and its signing certificate, for the parties and granted auditors.
@Injectable()
export class DocumentDownloadsQuery {
  constructor(
    private readonly access: StreamAccess,
    private readonly documents: ContractDocuments,
    private readonly directory: UserDirectoryService,
    private readonly rendered: RenderedPdfs,
  ) {}

  async document(agreementId: string, userId: string, version?: number): Promise<PdfFile> {
    await this.access.assertParty('agreement', agreementId, userId);
    await this.rendered.assertFilesKept(agreementId);
    const history = await this.documents.history(agreementId, version);
    const bytes = await this.documents.pdf(agreementId, history, userId);
    return { fileName: `contract-${agreementId}-v${history.fixed.documentVersion}.pdf`, bytes };
  }

  async certificate(agreementId: string, userId: string, version?: number): Promise<PdfFile> {
    await this.access.assertParty('agreement', agreementId, userId);
    await this.rendered.assertFilesKept(agreementId);
    const history = await this.documents.history(agreementId, version);
    const input = await this.certificateInput(agreementId, history);
    const job = { kind: 'signing-certificate' as const, input };
    const bytes = await this.rendered.get(userId, job, { key: contractInputKey(agreementId, job) });
    return { fileName: `signing-certificate-${agreementId}-v${history.fixed.documentVersion}.pdf`, bytes };
  }

  // The contract followed by its signing certificate, after checking the document still hashes as signed.
  async signedContract(agreementId: string, userId: string, version?: number): Promise<PdfFile> {
    await this.access.assertParty('agreement', agreementId, userId);
    await this.rendered.assertFilesKept(agreementId);
    const history = await this.documents.history(agreementId, version);
    const { fixed } = history;
    await this.documents.pdf(agreementId, history, userId);
    const certificate = await this.certificateInput(agreementId, history);
    // The contract's pages follow from the document's recorded hash: no need to hash the whole state.
    const key = pdfKey(
      'signed-contract',
      agreementId,
      `v${fixed.documentVersion}`,
      fixed.hash,
      contentHash(certificate),
    );
    const bytes = await this.rendered.get(
      userId,
      async (): Promise<PdfJob> => ({
        kind: 'signed-contract',
        input: { document: { agreementId, state: await history.stateBefore(), fixed }, certificate },
      }),
      { key },
    );
    return { fileName: `signed-contract-${agreementId}-v${history.fixed.documentVersion}.pdf`, bytes };
  }

  private async certificateInput(agreementId: string, history: DocumentHistory): Promise<CertificateInput> {
    const names = await this.directory.findByIds(history.signatures.map((s) => s.signerId));
    return {
      agreementId,
      fixed: history.fixed,
      signatures: history.signatures.map((s) => ({ ...s, signerName: names.get(s.signerId)?.usrName ?? '' })),
      voidedBecause: history.voidedBecause,
    };
  }
}
