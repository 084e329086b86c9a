import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { z } from 'zod';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { ContractCommand } from '../contract-commands/contract-command.js';
import { DocumentDownloadsQuery, type PdfFile } from './contract-document/document-downloads.query.js';
import { FixDocumentCommand } from './fix-document/fix-document.command.js';
import { SignaturePanelQuery } from './read-model/signature-panel.query.js';
import { RequestSigningCodeCommand } from './request-signing-code/request-signing-code.command.js';
import { RequestSigningCodeRequest } from './request-signing-code/request-signing-code.request.js';
import { RequireSignaturesRequest } from './require-signatures/require-signatures.request.js';
import { SignContractCommand } from './sign-contract/sign-contract.command.js';
import { SignContractRequest } from './sign-contract/sign-contract.request.js';
import { CompleteEsignCommand } from './complete-esign/complete-esign.command.js';
import { CompleteEsignRequest } from './complete-esign/complete-esign.request.js';
import { StartEsignCommand } from './start-esign/start-esign.command.js';
import { StartEsignRequest } from './start-esign/start-esign.request.js';

const AgreementIdParam = new ZodValidationPipe(z.guid('The agreement id must be a uuid.'));
const VersionQuery = new ZodValidationPipe(z.object({ version: z.coerce.number().int().min(1).optional() }));
const IDEMPOTENCY_KEY = 'idempotency-key';

// `api/agreements/:agreementId/…`: the contract document, signing codes, signatures and the certificate (docs/api.md "Signatures").
@Needs('sign')
@Controller('agreements/:agreementId')
export class SignaturesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly panels: SignaturePanelQuery,
    private readonly downloads: DocumentDownloadsQuery,
  ) {}

  @AuditedRead('signatures')
  @Get('signatures')
  signatures(@Param('agreementId', AgreementIdParam) agreementId: string, @CurrentActor() actor: Actor) {
    return this.panels.panel(agreementId, actor.userId);
  }

  @HttpCode(200)
  @Needs('negotiate')
  @Post('signature-setting')
  requireSignatures(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @Body(new ZodValidationPipe(RequireSignaturesRequest)) body: RequireSignaturesRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const command = new ContractCommand(actor, 'RequireSignatures', { AgreementId: agreementId, ...body }, key);
    return this.commands.execute(command);
  }

  @HttpCode(200)
  @Post('document')
  async fixDocument(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    await this.commands.execute(new FixDocumentCommand(actor, agreementId, key));
    return (await this.panels.panel(agreementId, actor.userId)).Document;
  }

  @AuditedRead('contract PDF')
  @Get('document.pdf')
  async document(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @Query(VersionQuery) query: { version?: number },
    @CurrentActor() actor: Actor,
    @Res() response: Response,
  ): Promise<void> {
    sendPdf(response, await this.downloads.document(agreementId, actor.userId, query.version));
  }

  @AuditedRead('signing certificate PDF')
  @Get('certificate.pdf')
  async certificate(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @Query(VersionQuery) query: { version?: number },
    @CurrentActor() actor: Actor,
    @Res() response: Response,
  ): Promise<void> {
    sendPdf(response, await this.downloads.certificate(agreementId, actor.userId, query.version));
  }

  @AuditedRead('signed contract PDF')
  @Get('signed-contract.pdf')
  async signedContract(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @Query(VersionQuery) query: { version?: number },
    @CurrentActor() actor: Actor,
    @Res() response: Response,
  ): Promise<void> {
    sendPdf(response, await this.downloads.signedContract(agreementId, actor.userId, query.version));
  }

  @HttpCode(200)
  @Post('signing-code')
  requestCode(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @Body(new ZodValidationPipe(RequestSigningCodeRequest)) body: RequestSigningCodeRequest,
    @CurrentActor() actor: Actor,
    @Ip() ip: string,
  ) {
    return this.commands.execute(new RequestSigningCodeCommand(agreementId, actor, body.Hash, ip));
  }

  @HttpCode(200)
  @Post('sign')
  sign(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @Body(new ZodValidationPipe(SignContractRequest)) body: SignContractRequest,
    @CurrentActor() actor: Actor,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.commands.execute(
      new SignContractCommand(actor, agreementId, body.ChallengeId, body.Code, ip, userAgent ?? '', key),
    );
  }

  @HttpCode(200)
  @Post('esign')
  startEsign(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @Body(new ZodValidationPipe(StartEsignRequest)) body: StartEsignRequest,
    @CurrentActor() actor: Actor,
    @Ip() ip: string,
  ) {
    return this.commands.execute(new StartEsignCommand(agreementId, actor, body.Hash, ip));
  }

  @HttpCode(200)
  @Post('esign/complete')
  completeEsign(
    @Param('agreementId', AgreementIdParam) agreementId: string,
    @Body(new ZodValidationPipe(CompleteEsignRequest)) body: CompleteEsignRequest,
    @CurrentActor() actor: Actor,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.commands.execute(
      new CompleteEsignCommand(actor, agreementId, body.TransactionId, body.Code, ip, userAgent ?? '', key),
    );
  }
}

function sendPdf(response: Response, file: PdfFile): void {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.send(file.bytes);
}
