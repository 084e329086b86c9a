import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FileStorage } from '../storage/file-storage.js';
import { Upload } from '../upload.entity.js';
import { UploadsError } from '../uploads.errors.js';
import { UPLOAD_DAILY_BYTES, type UploadRef, UploadsService } from '../uploads.service.js';
import { detectContent } from './file-content.js';
import { safeFileName } from './file-name.js';
import { UploadFileCommand } from './upload-file.command.js';

// Stores one uploaded file after checking its type from its bytes; the uploader owns it.
@CommandHandler(UploadFileCommand)
export class UploadFileHandler implements ICommandHandler<UploadFileCommand> {
  private readonly logger = new Logger(UploadFileHandler.name);

  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    private readonly storage: FileStorage,
    private readonly service: UploadsService,
  ) {}

  async execute({ actor, request, file }: UploadFileCommand): Promise<UploadRef> {
    if (!file) throw new UploadsError('FILE_MISSING');
    if (file.size === 0) throw new UploadsError('FILE_EMPTY');
    const claimedName = request.tempName || file.originalname;
    const content = await detectContent(file.buffer, claimedName);
    if (!content) throw new UploadsError('FILE_TYPE_NOT_ALLOWED');
    if ((await this.bytesToday(actor.userId)) + file.size > UPLOAD_DAILY_BYTES)
      throw new UploadsError('DAILY_QUOTA_REACHED');
    const id = randomUUID();
    await this.storage.put(id, file.buffer, content.mimeType).catch((error: unknown) => {
      throw isOutOfSpace(error) ? new UploadsError('STORAGE_FULL') : error;
    });
    const upload = this.uploads.create({
      id,
      ownerId: actor.userId,
      name: safeFileName(claimedName, content.extension),
      mimeType: content.mimeType,
      size: file.size,
      storageKey: id,
    });
    try {
      await this.uploads.insert(upload);
    } catch (error) {
      await this.storage
        .delete(id)
        .catch((cleanup: unknown) => this.logger.warn(`could not remove stored file ${id}: ${String(cleanup)}`));
      throw error;
    }
    return this.service.refOf(upload);
  }

  private async bytesToday(ownerId: string): Promise<number> {
    const [{ bytes }] = await this.uploads.query<{ bytes: number }[]>(
      `select coalesce(sum(size), 0)::bigint::float8 as bytes from uploads
        where owner_id = $1 and created_at > now() - interval '24 hours'`,
      [ownerId],
    );
    return bytes;
  }
}

// The disk (or the quota) holding the files is full.
const isOutOfSpace = (error: unknown): boolean =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');
