import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isCompleteTerm, type AgreementCommandInput, type Refusal } from '@samvida/machines';
import { StreamWriter, type BatchStep } from '../../streams/stream-writer.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { ContractAttachments } from '../../contract-commands/contract-attachments.js';
import type { ContractOutcome } from '../../contract-commands/contract-command.js';
import { contractOutcome } from '../../contract-commands/contract-pipeline.service.js';
import { ContractDrafts } from '../draft-contract/contract-drafts.service.js';
import { SendContractCommand } from './send-contract.command.js';
import type { BuilderTerm } from './send-contract.request.js';

// The spec's alert when a builder item or term is not added (§8).
const failedToAdd =
  (title: unknown) =>
  (refusal: Refusal): Refusal => ({
    ...refusal,
    reason: `Some error while adding item ${typeof title === 'string' ? title : ''}`,
  });

// SendContract: the contract, its items and terms, and its publication decided as one batch on
// the new stream: either every event is appended or none is, so a failing item never leaves a
// half-built or started agreement behind (spec §4 "Builder send").
@CommandHandler(SendContractCommand)
export class SendContractHandler implements ICommandHandler<SendContractCommand> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly drafts: ContractDrafts,
    private readonly attachments: ContractAttachments,
    private readonly entitlements: EntitlementsService,
  ) {}

  async execute({ actor, request, commandId }: SendContractCommand): Promise<ContractOutcome> {
    const { Items, Terms, PaymentTerms, Publish, RequireSignatures, ...contract } = request;
    const draft = await this.drafts.draftCommand(actor, contract, commandId);
    const AgreementId = draft.data.Id;
    const { data, uploadIds } = await this.attachments.resolve({ Terms: termsOf(Terms, PaymentTerms) }, actor.userId);
    await this.entitlements.claimAttachments(actor.userId, AgreementId, uploadIds);
    const step = (command: AgreementCommandInput, title?: unknown): BatchStep<AgreementCommandInput> =>
      title === undefined ? { command } : { command, onRefusal: failedToAdd(title) };
    const steps = [
      step(draft),
      ...Items.map((item) =>
        step(
          { type: 'AddAgreementItem', data: { ...item, AgreementId } } as AgreementCommandInput,
          item.ItemTitle ?? '',
        ),
      ),
      ...data.Terms.map((term) => step({ type: 'AddAgreementTerm', data: { ...term, AgreementId } }, term.TermTitle)),
      ...(RequireSignatures ? [step({ type: 'RequireSignatures', data: { AgreementId, Required: true } })] : []),
      ...(Publish ? [step({ type: 'StartAgreement', data: { AgreementId } })] : []),
    ];
    const result = await this.writer.executeAll(
      'agreement',
      AgreementId,
      { ...actor, role: draft.data.CreatorType },
      steps,
      { commandId },
    );
    return contractOutcome({ agreementId: AgreementId }, result);
  }
}

// Custom and payment terms, leaving out those with a blank title or text (the builder's rule).
const termsOf = (custom: BuilderTerm[], payment: BuilderTerm[]) =>
  [
    ...custom.map((t) => ({ ...t, IsPaymentTerm: false })),
    ...payment.map((t) => ({ ...t, IsPaymentTerm: true })),
  ].filter((t) => isCompleteTerm({ title: t.TermTitle, text: t.TermTxt }));
