import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RUNTIME } from '../config/runtime.js';
import { createFileStorage, FileStorage } from './storage/file-storage.js';
import { UploadFileHandler } from './upload-file/upload-file.handler.js';
import { Upload } from './upload.entity.js';
import { UploadStream } from './upload-stream.entity.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';
import { ObjectStoreService } from './object-store.service.js';
import { UploadSharesProjector } from './upload-shares.projector.js';

// Uploaded files: plain relational rows, bytes on disk or in S3-compatible storage.
@Module({
  imports: [TypeOrmModule.forFeature([Upload, UploadStream])],
  controllers: [UploadsController],
  providers: [
    { provide: FileStorage, useFactory: createFileStorage, inject: [RUNTIME] },
    UploadsService,
    UploadFileHandler,
    UploadSharesProjector,
    ObjectStoreService,
  ],
  exports: [UploadsService, ObjectStoreService],
})
export class UploadsModule {}
