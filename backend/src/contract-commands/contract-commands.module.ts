import { Global, Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ContractAttachments } from './contract-attachments.js';
import { ContractMoveHandler } from './contract-move.handler.js';
import { ContractNumbers } from './contract-numbers.service.js';
import { ContractPipeline } from './contract-pipeline.service.js';

// The one pipeline of contract commands (STYLE.md "A command's flow"): any feature's handlers build on it.
@Global()
@Module({
  imports: [UploadsModule],
  providers: [ContractPipeline, ContractAttachments, ContractNumbers, ContractMoveHandler],
  exports: [ContractPipeline, ContractAttachments, ContractNumbers],
})
export class ContractCommandsModule {}
