import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { AgreementActions, ExpectedPayments } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { RateLimit, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';
import {
  AgreementIdQuery,
  AgreementItemsQuery,
  AgreementListQuery,
  TermListQuery,
  type AgreementIdParams,
  type AgreementItemsParams,
  type AgreementListParams,
  type TermListParams,
} from './agreement.request.js';
import { ProposalIdQuery, type ProposalIdParams } from './apply-for-proposal/apply-for-proposal.request.js';
import { ContactLookupQuery } from './contact-lookup/contact-lookup.query.js';
import { ContactLookupRequest } from './contact-lookup/contact-lookup.request.js';
import { AgreementQueries } from './read-model/agreement.query.js';
import { ClientReportQuery, type ClientReport } from './read-model/client-report.query.js';
import { ExpectedPaymentsQuery } from './read-model/expected-payments.query.js';
import type {
  AgreementDetail,
  AgreementItemView,
  AgreementListItem,
  AgreementTermView,
} from './read-model/agreement.views.js';

// The agreement queries of spec §7 and the builder's contact lookup; see docs/api.md "Agreements".
@Needs('negotiate')
@Controller()
export class AgreementsController {
  constructor(
    private readonly queries: AgreementQueries,
    private readonly contacts: ContactLookupQuery,
    private readonly clientReport: ClientReportQuery,
    private readonly expected: ExpectedPaymentsQuery,
  ) {}

  @Get('Business/GetUserAgreements')
  list(
    @Query(new ZodValidationPipe(AgreementListQuery)) query: AgreementListParams,
    @CurrentActor() actor: Actor,
  ): Promise<AgreementListItem[]> {
    return this.queries.list(actor.userId, query.group);
  }

  @AuditedRead('contract details')
  @Get('Business/GetUserAgreementDetail')
  detail(
    @Query(new ZodValidationPipe(AgreementIdQuery)) query: AgreementIdParams,
    @CurrentActor() actor: Actor,
  ): Promise<AgreementDetail> {
    return this.queries.detail(query.agreementId, actor.userId);
  }

  @AuditedRead('items')
  @Get('Business/GetAgreementItems')
  items(
    @Query(new ZodValidationPipe(AgreementItemsQuery)) query: AgreementItemsParams,
    @CurrentActor() actor: Actor,
  ): Promise<AgreementItemView[]> {
    return this.queries.itemsOf(query.agreementId, actor.userId, query.ids);
  }

  @AuditedRead('terms')
  @Get('Business/AgreementTermList')
  terms(
    @Query(new ZodValidationPipe(TermListQuery)) query: TermListParams,
    @CurrentActor() actor: Actor,
  ): Promise<AgreementTermView[]> {
    return this.queries.termsOf(query.agreementId, actor.userId, query.termType);
  }

  @AuditedRead('available actions')
  @Get('Business/AvailableActions')
  availableActions(
    @Query(new ZodValidationPipe(AgreementIdQuery)) query: AgreementIdParams,
    @CurrentActor() actor: Actor,
  ): Promise<AgreementActions> {
    return this.queries.availableActions(query.agreementId, actor);
  }

  // A purchase order's payment schedule as the contract's expected payments, beside its invoices.
  @AuditedRead('expected payments')
  @Get('Business/ExpectedPayments')
  expectedPayments(
    @Query(new ZodValidationPipe(AgreementIdQuery)) query: AgreementIdParams,
    @CurrentActor() actor: Actor,
  ): Promise<ExpectedPayments> {
    return this.expected.of(query.agreementId, actor.userId);
  }

  @Get('Business/CheckAgreementExist')
  checkAgreementExist(
    @Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
  ): Promise<AgreementListItem> {
    return this.queries.ofApplication(query.proposalId, actor.userId);
  }

  @Get('Business/ActiveTxnNoteAgList')
  withOpenNotes(@CurrentActor() actor: Actor): Promise<AgreementListItem[]> {
    return this.queries.withOpenNotes(actor.userId);
  }

  // The dashboard's figures: contracted, invoiced and cleared amounts by side, cash in and out.
  @Get('Business/ClientReport')
  report(@CurrentActor() actor: Actor): Promise<ClientReport> {
    return this.clientReport.of(actor.userId);
  }

  // Limited per user and per address (429 with Retry-After): each answer reveals an account's details.
  @HttpCode(200)
  @Post('General/ContactLookup')
  @UseGuards(RateLimitGuard)
  @RateLimit('contactLookup')
  contactLookup(@Body(new ZodValidationPipe(ContactLookupRequest)) body: ContactLookupRequest) {
    return this.contacts.find(body.ContactInfo);
  }
}
