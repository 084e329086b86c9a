import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { UPLOAD_MAX_BYTES } from '../uploads.service.js';
import { UploadsError } from '../uploads.errors.js';

// One file part named `file` of at most 1 MB in memory, plus a few short text fields (tempName).
// Browsers send UTF-8 file names without saying so; multer would read them as latin1.
const Multipart = FileInterceptor('file', {
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  defParamCharset: 'utf8',
});

// Parses the multipart body with multer and turns its refusals into the feature's coded errors.
@Injectable()
export class UploadFileInterceptor implements NestInterceptor {
  private readonly multipart: NestInterceptor = new Multipart();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new UploadsError('FILE_TOO_LARGE');
      if (error instanceof HttpException) throw new UploadsError('UPLOAD_NOT_READABLE', { file: [error.message] });
      throw error;
    }
  }
}
