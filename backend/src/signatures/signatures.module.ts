import { Module } from '@nestjs/common';
import { esignMode } from '../config/env.schema.js';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ContractDocuments } from './contract-document/contract-documents.service.js';
import { DocumentDownloadsQuery } from './contract-document/document-downloads.query.js';
import { FixDocumentHandler } from './fix-document/fix-document.handler.js';
import { SignaturePanelQuery } from './read-model/signature-panel.query.js';
import { SignaturesProjector } from './read-model/signatures.projector.js';
import { RequestSigningCodeHandler } from './request-signing-code/request-signing-code.handler.js';
import { SignContractHandler } from './sign-contract/sign-contract.handler.js';
import { SignerCodes } from './signer-codes/signer-codes.service.js';
import { SignaturesController } from './signatures.controller.js';
import { CompleteEsignHandler } from './complete-esign/complete-esign.handler.js';
import { ESIGN_PROVIDER } from './esign/esign-provider.port.js';
import { SandboxEsignAdapter } from './esign/sandbox-esign.adapter.js';
import { StartEsignHandler } from './start-esign/start-esign.handler.js';

// Signing: the contract document, one-time-code signatures and the signing certificate (DESIGN.md "Signing").
@Module({
  imports: [AccountsModule],
  controllers: [SignaturesController],
  providers: [
    ContractDocuments,
    DocumentDownloadsQuery,
    SignaturePanelQuery,
    SignaturesProjector,
    SignerCodes,
    FixDocumentHandler,
    RequestSigningCodeHandler,
    SignContractHandler,
    StartEsignHandler,
    CompleteEsignHandler,
    // Only the sandbox exists (no Aadhaar eSign provider is contracted yet), and never in production.
    {
      provide: ESIGN_PROVIDER,
      useFactory: (runtime: Runtime) => (esignMode(runtime.env) === 'sandbox' ? new SandboxEsignAdapter() : null),
      inject: [RUNTIME],
    },
  ],
})
export class SignaturesModule {}
