import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityId } from '@samvida/machines';
import { z } from 'zod';
import type { Actor } from '../../common/auth/access-token.service.js';
import { CurrentActor } from '../../common/auth/current-actor.decorator.js';
import { Needs } from '../../common/auth/member-role.guard.js';
import { withMessage } from '../../common/http/api-response.js';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe.js';
import { ContractCommand } from '../../contract-commands/contract-command.js';
import { IDEMPOTENCY_KEY } from '../agreement.request.js';
import { AgreementQueries } from '../read-model/agreement.query.js';
import type { ArchivedPage } from '../read-model/agreement.views.js';
import { ArchivedListQuery, type ArchivedListParams } from './archive.request.js';

const ArchiveRequest = z.object({ AgreementId: EntityId });
type ArchiveRequest = z.infer<typeof ArchiveRequest>;

const ARCHIVED = 'The contract was moved to your archive.';
const UNARCHIVED = 'The contract is back in your contract lists.';

// The caller's own archive of finished contracts (the other party's lists are their own); see
// docs/api.md "Archive". Archiving is a contract command: the machines decide it, the history records it.
@Needs('negotiate')
@Controller('Business')
export class ArchiveController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queries: AgreementQueries,
  ) {}

  @Get('ArchivedAgreements')
  archived(
    @Query(new ZodValidationPipe(ArchivedListQuery)) query: ArchivedListParams,
    @CurrentActor() actor: Actor,
  ): Promise<ArchivedPage> {
    return this.queries.archived(actor.userId, query);
  }

  @HttpCode(200)
  @Post('ArchiveAgreement')
  async archive(
    @Body(new ZodValidationPipe(ArchiveRequest)) body: ArchiveRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const outcome = await this.commandBus.execute(new ContractCommand(actor, 'ArchiveAgreement', body, key));
    return withMessage(outcome, ARCHIVED);
  }

  @HttpCode(200)
  @Post('UnarchiveAgreement')
  async unarchive(
    @Body(new ZodValidationPipe(ArchiveRequest)) body: ArchiveRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const outcome = await this.commandBus.execute(new ContractCommand(actor, 'UnarchiveAgreement', body, key));
    return withMessage(outcome, UNARCHIVED);
  }
}
