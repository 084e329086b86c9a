import { Injectable } from '@nestjs/common';
import { isCompleteTerm, type AgreementCommandInput, type Refusal } from '@samvida/machines';
import type { Actor } from '../../common/auth/access-token.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { CommandExecutor } from '../../event-store/command-executor.js';
import { AgreementAttachments } from '../agreement-attachments.js';
import { outcomeOf, type CommandOutcome } from '../agreement-command.handler.js';
import { agreementBatchDecider, type BatchStep } from '../agreement-stream.js';
import { agreementStreamId } from '../../event-store/streams.js';
import { DraftContractHandler } from '../draft-contract/draft-contract.handler.js';
import { ContractSentNotifier } from '../start-agreement/contract-sent.notifier.js';
import type { BuilderTerm, SendContractRequest } from './send-contract.request.js';

/** The spec's alert when a builder item or term is not added (§8). */
const failedToAdd =
  (title: unknown) =>
  (refusal: Refusal): Refusal => ({
    ...refusal,
    reason: `Some error while adding item ${typeof title === 'string' ? title : ''}`,
  });

/**
 * SendContract: the contract, its items and terms, and its publication decided as one batch on
 * the new stream: either every event is appended or none is, so a failing item never leaves a
 * half-built or started agreement behind (spec §4 "Builder send").
 */
@Injectable()
export class SendContractHandler {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly drafts: DraftContractHandler,
    private readonly attachments: AgreementAttachments,
    private readonly notifier: ContractSentNotifier,
    private readonly entitlements: EntitlementsService,
  ) {}

  async execute(actor: Actor, request: SendContractRequest, commandId?: string): Promise<CommandOutcome> {
    const { Items, Terms, PaymentTerms, Publish, ...contract } = request;
    const draft = await this.drafts.draftCommand(actor, contract, commandId);
    const AgreementId = draft.data.Id!;
    const { data, uploadIds } = await this.attachments.resolve({ Terms: termsOf(Terms, PaymentTerms) }, actor.userId);
    await this.entitlements.claimAttachments(actor.userId, AgreementId, uploadIds);
    const step = (command: AgreementCommandInput, title?: unknown): BatchStep =>
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
      ...(Publish ? [step({ type: 'StartAgreement', data: { AgreementId } })] : []),
    ];
    const result = await this.executor.execute(agreementBatchDecider, {
      streamId: agreementStreamId(AgreementId),
      command: steps,
      actor: { userId: actor.userId, role: draft.data.CreatorType },
      commandId,
    });
    await this.attachments.share(uploadIds, AgreementId);
    if (Publish && !result.duplicate) await this.notifier.notify(AgreementId, actor.userId);
    return outcomeOf(AgreementId, result);
  }
}

/** Custom and payment terms, leaving out those with a blank title or text (the builder's rule). */
const termsOf = (custom: BuilderTerm[], payment: BuilderTerm[]) =>
  [
    ...custom.map((t) => ({ ...t, IsPaymentTerm: false })),
    ...payment.map((t) => ({ ...t, IsPaymentTerm: true })),
  ].filter((t) => isCompleteTerm({ title: t.TermTitle, text: t.TermTxt }));
