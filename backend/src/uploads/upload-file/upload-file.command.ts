import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { UploadRef } from '../uploads.service.js';
import type { UploadFileRequest } from './upload-file.request.js';

// The file part multer hands over (memory storage).
export interface ReceivedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

// POST api/General/upload: one file, owned by the uploader.
export class UploadFileCommand extends Command<UploadRef> {
  constructor(
    readonly actor: Actor,
    readonly request: UploadFileRequest,
    readonly file?: ReceivedFile,
  ) {
    super();
  }
}
