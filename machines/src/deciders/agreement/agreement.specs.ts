// Agreement-stream commands on the agreement itself: joining, auditors, publishing, starting, general terms, closing and remarks.
import { type AgreementCommandData } from '../../commands/agreement.commands.js';
import { COLLECTION_OF, type AgreementState } from '../agreement.state.js';
import { advanceFallingDue, completionDateOf } from '../agreement.views.js';
import { AUDITOR_IS_PARTY, auditEndDateProblem } from '../../rules/audit.rules.js';
import type { Role } from '../../rules/fields.js';
import { refuse, type Actor } from '../decision.js';
import { purchaseOrderPublishBlocker } from '../purchase-order.views.js';
import { ev, probe, remarkOf, type SpecTable } from './command-spec.js';
import { approvalBlocker, approvalOffered } from './approval.js';
import { signedByBoth } from './signing.state.js';

const generalTermsOf = (d: AgreementCommandData<'UpdateB2CContract'>) => ({
  ldPercent: d.LDPercent,
  ldDays: d.LDDays,
  advancePercent: d.Advance,
  durationDays: d.AgreementDuration,
});

// A business that asks for two members sends or starts a contract above its amount only once a
// member other than the one who does it has approved it.
const awaitsNoApproval = (state: AgreementState, { actor, by }: { actor: Actor; by: Role }) =>
  by === 'system' || !approvalBlocker(state, actor, by);

export const AGREEMENT_SPECS = {
  // The counterparty known by contact takes its seat (the server has matched the contact).
  JoinAgreement: {
    entity: 'agreement',
    probe: probe('CounterpartyJoined'),
    build: ({ by, userId }) => [ev('CounterpartyJoined', { by, userId })],
  },
  GrantAuditorAccess: {
    entity: 'agreement',
    probe: probe('AuditorAccessGranted'),
    build: ({ state, data, by, env }) => {
      const { auditorIds, buyerId, sellerId } = state.agreement!.context;
      const endProblem = auditEndDateProblem(data.Until, env.now);
      if (endProblem) return refuse('INVALID_COMMAND', endProblem);
      if (data.AuditorId === buyerId || data.AuditorId === sellerId) return refuse('INVALID_COMMAND', AUDITOR_IS_PARTY);
      return auditorIds.includes(data.AuditorId)
        ? refuse('ALREADY_EXISTS', 'This auditor already has access.')
        : [ev('AuditorAccessGranted', { by, auditorId: data.AuditorId, until: data.Until ?? null })];
    },
  },
  RevokeAuditorAccess: {
    entity: 'agreement',
    probe: probe('AuditorAccessRevoked'),
    build: ({ state, data, by }) =>
      state.agreement!.context.auditorIds.includes(data.AuditorId)
        ? [ev('AuditorAccessRevoked', { by, auditorId: data.AuditorId })]
        : refuse('NOT_FOUND', 'This auditor has no access.'),
  },
  UpdateB2CContract: {
    entity: 'agreement',
    probe: probe('AgreementDetailsEdited'),
    build: ({ data, by }) => [ev('AgreementDetailsEdited', { by, generalTerms: generalTermsOf(data) })],
  },
  StartAgreement: {
    entity: 'agreement',
    probe: probe('AgreementPublished'),
    applies: awaitsNoApproval,
    // A purchase order is published only when its payment list adds up to the contract amount.
    build: ({ state, by }) => {
      const blocker = state.purchaseOrder && purchaseOrderPublishBlocker(state);
      return blocker ? refuse('NOT_ALLOWED', blocker) : [ev('AgreementPublished', { by })];
    },
  },
  StartContract: {
    entity: 'agreement',
    probe: probe('AgreementStarted'),
    applies: awaitsNoApproval,
    build: ({ state, by, env }) => {
      const advance = advanceFallingDue(state, env.now);
      return [
        ev('AgreementStarted', { by, completionDate: completionDateOf(state.agreement!.context, env.now) }),
        ...(advance ? [ev('AdvanceFellDue', { by, notePaymentId: env.newId(), ...advance })] : []),
      ];
    },
  },
  RejectAgreement: {
    entity: 'agreement',
    // Rejecting answers a proposal: a started contract, or one both parties have signed, stays. The
    // machine still takes such rejections recorded earlier, so their streams replay as they were.
    applies: (state) => state.agreement?.status !== 'Active' && !(state.signing && signedByBoth(state.signing)),
    probe: probe('AgreementRejected'),
    build: (ctx) => [...remarkOf(ctx, null, ctx.data.RemarkText), ev('AgreementRejected', { by: ctx.by })],
  },
  NegotiateAgreement: {
    entity: 'agreement',
    probe: probe('AgreementNegotiated'),
    build: (ctx) => [
      ...remarkOf(ctx, null, ctx.data.RemarkText),
      ev('AgreementNegotiated', { by: ctx.by, generalTerms: generalTermsOf(ctx.data) }),
    ],
  },
  AcceptAgreement: {
    entity: 'agreement',
    probe: probe('AgreementAccepted'),
    build: (ctx) => [
      ...remarkOf(ctx, null, ctx.data.RemarkText),
      ev('AgreementAccepted', {
        by: ctx.by,
        completionDate: completionDateOf(ctx.state.agreement!.context, ctx.env.now),
      }),
    ],
  },
  DiscardAgreement: {
    entity: 'agreement',
    probe: probe('AgreementDiscarded'),
    build: ({ by }) => [ev('AgreementDiscarded', { by })],
  },
  CompleteAgreement: {
    entity: 'agreement',
    probe: probe('AgreementCompleted'),
    build: ({ by }) => [ev('AgreementCompleted', { by })],
  },
  CloseAgreement: {
    entity: 'agreement',
    probe: probe('AgreementClosed'),
    build: () => [ev('AgreementClosed', { by: 'system' })],
  },
  ExpireAgreement: {
    entity: 'agreement',
    probe: probe('AgreementExpired'),
    build: () => [ev('AgreementExpired', { by: 'system' })],
  },
  // A party's own archive; the retention sweep (by the system) ends the storage, then deletes the files.
  ArchiveAgreement: {
    entity: 'agreement',
    probe: probe('AgreementArchived'),
    build: ({ by }) => [ev('AgreementArchived', { by })],
  },
  UnarchiveAgreement: {
    entity: 'agreement',
    probe: probe('AgreementUnarchived'),
    build: ({ by }) => [ev('AgreementUnarchived', { by })],
  },
  // A member's approval of the terms as they stand, where their business asks for two members.
  ApproveAgreement: {
    entity: 'agreement',
    applies: (state, { actor, by }) => by !== 'system' && approvalOffered(state, actor, by),
    probe: probe('AgreementApproved'),
    build: ({ state, by, personId }) => [
      ev('AgreementApproved', { by, memberId: personId, revision: state.signing.revision }),
    ],
  },
  EndAgreementStorage: {
    entity: 'agreement',
    probe: probe('AgreementStorageEnded'),
    build: () => [ev('AgreementStorageEnded', { by: 'system' })],
  },
  DeleteAgreementFiles: {
    entity: 'agreement',
    probe: probe('AgreementFilesDeleted'),
    build: () => [ev('AgreementFilesDeleted', { by: 'system' })],
  },
  RemarkAgreement: {
    entity: 'agreement',
    probe: probe('RemarkAdded'),
    build: ({ state, data, by, env }) => {
      const parentId = data.ParentId;
      const known = parentId === null || Object.values(COLLECTION_OF).some((c) => parentId in state[c]);
      if (!known) return refuse('NOT_FOUND', 'The remark is on something this agreement does not have.');
      const remark = { by, remarkId: env.newId(), parentId, text: data.RemarkText, attachmentIds: data.Attachments };
      return [ev('RemarkAdded', remark)];
    },
  },
} satisfies Partial<SpecTable>;
