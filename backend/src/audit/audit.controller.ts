import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuditExport } from '@samvida/machines';
import type { Response } from 'express';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { Clock } from '../common/clock.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import {
  AuditAgreementQuery,
  ExportQuery,
  StateAtQuery,
  type AuditAgreementParams,
  type ExportParams,
  type StateAtParams,
} from './audit.request.js';
import { AuditExportQuery } from './export/audit-export.query.js';
import { GrantAuditorAccessCommand } from './grant-auditor-access/grant-auditor-access.command.js';
import { GrantAuditorAccessRequest } from './grant-auditor-access/grant-auditor-access.request.js';
import { AuditorsQuery } from './read-model/auditors.query.js';
import { AuditReportQuery } from './report/audit-report.query.js';
import { RevokeAuditorAccessCommand } from './revoke-auditor-access/revoke-auditor-access.command.js';
import { RevokeAuditorAccessRequest } from './revoke-auditor-access/revoke-auditor-access.request.js';
import { TimeTravelQuery } from './time-travel/time-travel.query.js';
import { TimelineQuery } from './timeline/timeline.query.js';

const IDEMPOTENCY_KEY = 'idempotency-key';

// Auditor access, the timeline, time travel and the export of one agreement; see docs/api.md "Audit".
@Needs('negotiate')
@Controller('Audit')
export class AuditController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
    private readonly timeline: TimelineQuery,
    private readonly timeTravel: TimeTravelQuery,
    private readonly exports: AuditExportQuery,
    private readonly auditors: AuditorsQuery,
    private readonly reports: AuditReportQuery,
  ) {}

  @HttpCode(200)
  @Post('GrantAuditorAccess')
  grant(
    @Body(new ZodValidationPipe(GrantAuditorAccessRequest)) body: GrantAuditorAccessRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.commandBus.execute(new GrantAuditorAccessCommand(actor, body, key, this.clock.now()));
  }

  @HttpCode(200)
  @Post('RevokeAuditorAccess')
  revoke(
    @Body(new ZodValidationPipe(RevokeAuditorAccessRequest)) body: RevokeAuditorAccessRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.commandBus.execute(new RevokeAuditorAccessCommand(actor, body, key, this.clock.now()));
  }

  @Get('Auditors')
  list(@Query(new ZodValidationPipe(AuditAgreementQuery)) query: AuditAgreementParams, @CurrentActor() actor: Actor) {
    return this.auditors.auditorsOf(query.agreementId, actor.userId);
  }

  @Get('ReadLog')
  reads(@Query(new ZodValidationPipe(AuditAgreementQuery)) query: AuditAgreementParams, @CurrentActor() actor: Actor) {
    return this.auditors.readsOf(query.agreementId, actor.userId);
  }

  @AuditedRead('timeline')
  @Get('Timeline')
  timelineOf(
    @Query(new ZodValidationPipe(AuditAgreementQuery)) query: AuditAgreementParams,
    @CurrentActor() actor: Actor,
  ) {
    return this.timeline.of(query.agreementId, actor.userId, this.clock.now());
  }

  @AuditedRead('time travel')
  @Get('StateAt')
  stateAt(@Query(new ZodValidationPipe(StateAtQuery)) query: StateAtParams, @CurrentActor() actor: Actor) {
    return this.timeTravel.at(query.agreementId, query.version, actor.userId, this.clock.now());
  }

  @AuditedRead('chain verification')
  @Get('VerifyChain')
  verifyChain(
    @Query(new ZodValidationPipe(AuditAgreementQuery)) query: AuditAgreementParams,
    @CurrentActor() actor: Actor,
  ) {
    return this.exports.verifyChain(query.agreementId, actor.userId, this.clock.now());
  }

  @AuditedRead('export')
  @Get('Export')
  exportOf(
    @Query(new ZodValidationPipe(ExportQuery)) query: ExportParams,
    @CurrentActor() actor: Actor,
  ): Promise<AuditExport> {
    return this.exports.of(query.agreementId, actor.userId, this.clock.now(), query.since);
  }

  // The PDF audit report; sent directly (a returned Buffer would be serialised as JSON).
  @AuditedRead('audit report PDF')
  @Get('Report')
  async report(
    @Query(new ZodValidationPipe(AuditAgreementQuery)) query: AuditAgreementParams,
    @CurrentActor() actor: Actor,
    @Res() response: Response,
  ): Promise<void> {
    const { name, bytes } = await this.reports.pdf(query.agreementId, actor.userId, this.clock.now());
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Length', bytes.length);
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.send(bytes);
  }
}
