import type { ICommandHandler } from '@nestjs/cqrs';
import type { ContractCommand, ContractOutcome } from './contract-command.js';
import type { ContractPipeline, ContractTarget, PreparedMove } from './contract-pipeline.service.js';

// The one handler base of contract commands: find the contract and check the caller is a party,
// run the use case's hook, write through StreamWriter, answer a ContractOutcome. A use case with
// I/O of its own (render a PDF, verify a code, claim plan usage) overrides `prepare` only.
export abstract class ContractCommandHandler<C extends ContractCommand = ContractCommand> implements ICommandHandler<
  ContractCommand,
  ContractOutcome
> {
  constructor(protected readonly pipeline: ContractPipeline) {}

  async execute(command: C): Promise<ContractOutcome> {
    const target = await this.locate(command);
    const prepared = await this.prepare(command, target);
    return prepared ? this.pipeline.write(command, target, prepared) : this.pipeline.unchanged(target);
  }

  // The contract the command is on (overridden where the API names it by something else).
  protected locate(command: C): Promise<ContractTarget> {
    return this.pipeline.locate(command);
  }

  // The use case's own I/O before the write, and the move to append (null: nothing to append).
  // A hook asks the machines first (`pipeline.check`) whether the command would be accepted, so
  // no precondition is written twice.
  protected prepare(command: C, target: ContractTarget): Promise<PreparedMove | null> | PreparedMove | null {
    return { move: this.pipeline.moveOf(command, target) };
  }
}
