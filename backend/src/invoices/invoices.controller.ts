import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityId, SUCCESS_MESSAGES } from '@samvida/machines';
import type { Response } from 'express';
import { z } from 'zod';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { IDEMPOTENCY_KEY, QueryAndBody, queryOf } from '../common/http/request-params.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { ContractCommand } from '../contract-commands/contract-command.js';
import { MakeInvoiceRequest } from './make-invoice/make-invoice.request.js';
import { PublishInvoiceRequest } from './publish-invoice/publish-invoice.request.js';
import { InvoiceDocuments } from './documents/invoice-documents.query.js';
import { EwayBillRequest } from './eway-bill/eway-bill.request.js';
import { InvoiceListQuery, type InvoiceCard } from './read-model/invoice-list.query.js';
import { UpdateInvoiceItemRequest } from './update-invoice-item/update-invoice-item.request.js';
import { UpdateInvoiceRequest } from './update-invoice/update-invoice.request.js';

const InvoiceListParams = queryOf({ ctId: EntityId });
// A document of one invoice: its tax invoice (default) or its credit note (`type=CRN`).
const DocumentParams = queryOf({ invId: EntityId, type: z.enum(['INV', 'CRN']).default('INV') });

// The invoice calls of spec §7 "Invoices and notes", under api/Business.
@Needs('finance')
@Controller('Business')
export class InvoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly invoices: InvoiceListQuery,
    private readonly documents: InvoiceDocuments,
  ) {}

  @HttpCode(200)
  @Post('MakeInvoice')
  async make(
    @Body(new ZodValidationPipe(MakeInvoiceRequest)) body: MakeInvoiceRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(
        new ContractCommand(actor, 'MakeInvoice', { ...body, AgreementId: body.ContractId }, key),
      ),
      SUCCESS_MESSAGES.dataAdded,
    );
  }

  @HttpCode(200)
  @Post('UpdateInvoice')
  async update(
    @Body(new ZodValidationPipe(UpdateInvoiceRequest)) body: UpdateInvoiceRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new ContractCommand(actor, 'UpdateInvoice', body, key)),
      SUCCESS_MESSAGES.dataUpdated,
    );
  }

  @HttpCode(200)
  @Post('UpdateInvoiceItem')
  async updateItem(
    @Body(new ZodValidationPipe(UpdateInvoiceItemRequest)) body: UpdateInvoiceItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new ContractCommand(actor, 'UpdateInvoiceItem', body, key)),
      SUCCESS_MESSAGES.dataUpdated,
    );
  }

  // Documented as a GET that changes state; it also answers POST (DESIGN.md "The API").
  @Get('PublishInvoice')
  publishByGet(
    @QueryAndBody(new ZodValidationPipe(PublishInvoiceRequest)) request: PublishInvoiceRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.publish(request, actor, key);
  }

  @HttpCode(200)
  @Post('PublishInvoice')
  publishByPost(
    @QueryAndBody(new ZodValidationPipe(PublishInvoiceRequest)) request: PublishInvoiceRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.publish(request, actor, key);
  }

  @AuditedRead('invoices')
  @Get('InvoiceList')
  list(
    @Query(new ZodValidationPipe(InvoiceListParams)) query: z.infer<typeof InvoiceListParams>,
    @CurrentActor() actor: Actor,
  ): Promise<InvoiceCard[]> {
    return this.invoices.ofContract(query.ctId, actor.userId);
  }

  // The tax invoice as a PDF (Indian format, ₹, amount in words).
  @AuditedRead('invoice PDF')
  @Get('InvoicePdf')
  invoicePdf(
    @Query(new ZodValidationPipe(DocumentParams)) query: z.infer<typeof DocumentParams>,
    @CurrentActor() actor: Actor,
    @Res() response: Response,
  ) {
    return this.sendPdf(query.invId, actor, 'INV', response);
  }

  // The credit note of a note that settled for less, as a PDF.
  @AuditedRead('credit note PDF')
  @Get('CreditNotePdf')
  creditNotePdf(
    @Query(new ZodValidationPipe(DocumentParams)) query: z.infer<typeof DocumentParams>,
    @CurrentActor() actor: Actor,
    @Res() response: Response,
  ) {
    return this.sendPdf(query.invId, actor, 'CRN', response);
  }

  // The IRP e-invoice JSON (schema 1.1) of the tax invoice, or of the credit note with `type=CRN`.
  @AuditedRead('e-invoice JSON')
  @Get('EInvoiceJson')
  async eInvoiceJson(
    @Query(new ZodValidationPipe(DocumentParams)) query: z.infer<typeof DocumentParams>,
    @CurrentActor() actor: Actor,
    @Res() response: Response,
  ): Promise<void> {
    const json = await this.documents.json(query.invId, actor.userId, query.type);
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'private, no-store');
    response.send(JSON.stringify(json, null, 2));
  }

  // The IRN of the e-invoice from the configured registrar (without a GSP: the sandbox, `sandbox: true`).
  @HttpCode(200)
  @Post('RegisterIrn')
  registerIrn(
    @QueryAndBody(new ZodValidationPipe(DocumentParams)) query: z.infer<typeof DocumentParams>,
    @CurrentActor() actor: Actor,
  ) {
    return this.documents.registerIrn(query.invId, actor.userId, query.type);
  }

  // The e-way bill portal's bulk-generation JSON of a goods invoice over ₹50,000 (seller).
  @HttpCode(200)
  @Post('EwayBillJson')
  ewayBillJson(
    @Body(new ZodValidationPipe(EwayBillRequest)) body: EwayBillRequest,
    @CurrentActor() actor: Actor,
  ): Promise<Record<string, unknown>> {
    const transport = { vehicleNo: body.VehicleNo, distanceKm: body.DistanceKm };
    return this.documents.ewayBill(body.InvId, actor.userId, transport);
  }

  private async sendPdf(invoiceId: string, actor: Actor, type: 'INV' | 'CRN', response: Response): Promise<void> {
    const { name, bytes } = await this.documents.pdf(invoiceId, actor.userId, type);
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `attachment; filename="${name}.pdf"`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.send(bytes);
  }

  private async publish(request: PublishInvoiceRequest, actor: Actor, key?: string) {
    return withMessage(
      await this.commands.execute(new ContractCommand(actor, 'PublishInvoice', request, key)),
      SUCCESS_MESSAGES.statusChanged,
    );
  }
}
