import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { gstr1Csv } from './gstr1/gstr1.csv.js';
import { Gstr1Query } from './gstr1/gstr1.query.js';
import { Gstr1Request, type Gstr1Params } from './gstr1/gstr1.request.js';

// GST returns of the caller's GSTIN, as files to download (see docs/api.md "GST returns").
@Controller('Reports')
export class GstReturnsController {
  constructor(private readonly gstr1: Gstr1Query) {}

  // GSTR-1 of a month: the offline tool's JSON, or the same figures as CSV.
  @Get('Gstr1')
  async gstr1Of(
    @Query(new ZodValidationPipe(Gstr1Request)) { period, format }: Gstr1Params,
    @CurrentActor() actor: Actor,
    @Res() response: Response,
  ): Promise<void> {
    const json = await this.gstr1.of(actor.userId, period);
    const name = `GSTR1_${json.gstin}_${period}`;
    response.setHeader('Cache-Control', 'private, no-store');
    if (format === 'csv') {
      response.setHeader('Content-Type', 'text/csv; charset=utf-8');
      response.setHeader('Content-Disposition', `attachment; filename="${name}.csv"`);
      response.send(await gstr1Csv(json));
      return;
    }
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Content-Disposition', `attachment; filename="${name}.json"`);
    response.send(JSON.stringify(json, null, 2));
  }
}
