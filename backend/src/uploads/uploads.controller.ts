import { Body, Controller, Get, Param, Post, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { RateLimit, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';
import { type ReceivedFile, UploadFileCommand } from './upload-file/upload-file.command.js';
import { UploadFileInterceptor } from './upload-file/upload-file.interceptor.js';
import { UploadFileRequest } from './upload-file/upload-file.request.js';
import { type UploadRef, UploadsService } from './uploads.service.js';

// `POST api/General/upload` and `GET api/General/file/<id>`; see docs/api.md.
@Needs('comment')
@Controller('General')
export class UploadsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly uploads: UploadsService,
  ) {}

  @Post('upload')
  // Guards run before the interceptor reads the file: a refused upload costs no memory.
  @UseGuards(RateLimitGuard)
  @RateLimit('upload')
  @UseInterceptors(UploadFileInterceptor)
  upload(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(UploadFileRequest)) body: UploadFileRequest,
    @UploadedFile() file?: ReceivedFile,
  ): Promise<UploadRef> {
    return this.commandBus.execute(new UploadFileCommand(actor, body, file));
  }

  // The bytes, to the uploader or a party of a stream the file is attached to. Sent directly: a
  // returned Buffer would be serialised as JSON by the Express adapter.
  @AuditedRead('file')
  @Get('file/:id')
  async file(@CurrentActor() actor: Actor, @Param('id') id: string, @Res() response: Response): Promise<void> {
    const file = await this.uploads.read(id, actor.userId);
    // Only images and PDFs open in the browser; everything else downloads.
    const disposition = /^(image\/|application\/pdf$)/.test(file.mimeType) ? 'inline' : 'attachment';
    response.setHeader('Content-Type', file.mimeType);
    response.setHeader('Content-Length', file.bytes.length);
    response.setHeader('Content-Disposition', `${disposition}; ${contentDispositionName(file.name)}`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.send(file.bytes);
  }
}

// An ASCII fallback plus the exact UTF-8 name (RFC 6266).
function contentDispositionName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
