import { Injectable } from '@nestjs/common';
import { roleIn, type AgreementCommandInput } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import type { Actor } from '../../common/auth/access-token.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import type { ContractOutcome } from '../../contract-commands/contract-command.js';
import { ContractNumbers } from '../../contract-commands/contract-numbers.service.js';
import { contractOutcome } from '../../contract-commands/contract-pipeline.service.js';
import { newStreamEntityId } from '../../streams/stream-ids.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import type { CustomContractRequest } from './draft-contract.requests.js';

// The DraftAgreement command with its id decided (the client's, or one made for the request).
type DraftCommand = Extract<AgreementCommandInput, { type: 'DraftAgreement' }> & { data: { Id: string } };
type DraftData = DraftCommand['data'];

// A new contract's DraftAgreement (shared by the builder, the residential form and SendContract).
// The counterparty is the account holding the contact, when there is one; otherwise the contact
// is kept and its owner joins on verifying it.
@Injectable()
export class ContractDrafts {
  constructor(
    private readonly writer: StreamWriter,
    private readonly directory: UserDirectoryService,
    private readonly entitlements: EntitlementsService,
    private readonly numbers: ContractNumbers,
  ) {}

  // The DraftAgreement command of a builder contract; its id is the client's, or one made for this request.
  async draftCommand(
    actor: Actor,
    request: CustomContractRequest,
    commandId: string | undefined,
    content: Pick<DraftData, 'Items' | 'Terms'> = {},
  ): Promise<DraftCommand> {
    const counterparty = await this.directory.findByContact(request.OtherPartyContactInfo);
    const ownId = request.Id && (await this.notSomeoneElses(actor, request.Id));
    const Id = ownId || newStreamEntityId('agreement', actor.userId, commandId);
    await this.entitlements.claimContract(actor.userId, Id, request.NumberOfDays);
    return {
      type: 'DraftAgreement',
      data: {
        Id,
        Number: await this.numbers.reserve(Id),
        CreatorType: request.CreatorType.side,
        OtherPartyContactInfo: request.OtherPartyContactInfo,
        CounterpartyId: counterparty?.usrId ?? null,
        ContractType: request.ContractType,
        CurrencyId: request.CurrencyId,
        LDPercent: request.LDPercent,
        LDDays: request.LDDays,
        Advance: request.Advance,
        Deposit: request.Deposit,
        NumberOfDays: request.NumberOfDays,
        StartDate: request.StartDate ?? null,
        ...content,
      },
    };
  }

  // The client's id, unless it names an agreement the caller is not a party to: then the draft gets
  // a fresh id, exactly as for an unknown id, so nobody learns that the id exists.
  private async notSomeoneElses(actor: Actor, id: string): Promise<string | undefined> {
    const { state } = await this.writer.current('agreement', id);
    return !state.agreement || roleIn(state.agreement.context, { userId: actor.userId }) ? id : undefined;
  }

  async draft(actor: Actor, command: DraftCommand, commandId?: string): Promise<ContractOutcome> {
    const agreementId = command.data.Id;
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { ...actor, role: command.data.CreatorType },
      command,
      { commandId },
    );
    return contractOutcome({ agreementId }, result);
  }
}
