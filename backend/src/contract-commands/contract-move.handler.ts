import { CommandHandler } from '@nestjs/cqrs';
import { ContractCommand } from './contract-command.js';
import { ContractCommandHandler } from './contract-command.handler.js';
import { ContractPipeline } from './contract-pipeline.service.js';

// Every move that differs from the others only in its decider spec (negotiate, accept, remark,
// start, reject, invoices, notes, payments, purchase-order edits): the machines decide it.
@CommandHandler(ContractCommand)
export class ContractMoveHandler extends ContractCommandHandler {
  constructor(pipeline: ContractPipeline) {
    super(pipeline);
  }
}
