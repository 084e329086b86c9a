import { OneTimeCode } from '../accounts/one-time-codes/one-time-code.entity.js';
import { RateLimitCounter } from '../common/rate-limit/rate-limit-counter.entity.js';
import { RefreshToken } from '../accounts/sessions/refresh-token.entity.js';
import { User } from '../accounts/user.entity.js';
import { SubscriptionPlan } from '../lookups/subscription-plan.entity.js';
import { UserType } from '../lookups/user-type.entity.js';
import { NotificationMessage } from '../notifications/notification-message.entity.js';
import { ContactMessage } from '../general/contact-us/contact-message.entity.js';
import { ProjectionCheckpoint } from '../projections/checkpoint.entity.js';
import { StreamParty } from '../projections/stream-party.entity.js';
import { ProposalInviteRow } from '../proposals/read-model/proposal-invite.entity.js';
import { ProposalResponseRow } from '../proposals/read-model/proposal-response.entity.js';
import { ProposalRow } from '../proposals/read-model/proposal.entity.js';
import { CatalogueAttachment } from '../catalogue/catalogue-attachment.entity.js';
import { CatalogueItem } from '../catalogue/catalogue-item.entity.js';
import { Currency } from '../lookups/reference/currency.entity.js';
import { TermType } from '../lookups/reference/term-type.entity.js';
import { Unit } from '../lookups/reference/unit.entity.js';
import { AgreementTemplate } from '../lookups/templates/agreement-template.entity.js';
import { TemplateItem } from '../lookups/templates/template-item.entity.js';
import { TemplateTerm } from '../lookups/templates/template-term.entity.js';
import { GroupTermAttachment } from '../term-groups/group-term-attachment.entity.js';
import { GroupTerm } from '../term-groups/group-term.entity.js';
import { TermGroup } from '../term-groups/term-group.entity.js';
import { UploadStream } from '../uploads/upload-stream.entity.js';
import { Upload } from '../uploads/upload.entity.js';
import { AgreementItemRow } from '../agreements/read-model/agreement-item.entity.js';
import { AgreementRemarkRow } from '../agreements/read-model/agreement-remark.entity.js';
import { AgreementTermRow } from '../agreements/read-model/agreement-term.entity.js';
import { AgreementRow } from '../agreements/read-model/agreement.entity.js';
import { EntitlementUsage } from '../subscriptions/entitlement-usage.entity.js';
import { PaymentOrder } from '../subscriptions/payment-order.entity.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { WebhookEvent } from '../subscriptions/webhook-event.entity.js';

// Every TypeORM entity (read models and relational data). Features add theirs here.
export const entities = [
  ProjectionCheckpoint,
  StreamParty,
  UserType,
  SubscriptionPlan,
  User,
  RefreshToken,
  OneTimeCode,
  RateLimitCounter,
  NotificationMessage,
  ContactMessage,
  ProposalRow,
  ProposalInviteRow,
  ProposalResponseRow,
  Unit,
  Currency,
  TermType,
  AgreementTemplate,
  TemplateTerm,
  TemplateItem,
  Upload,
  UploadStream,
  CatalogueItem,
  CatalogueAttachment,
  TermGroup,
  GroupTerm,
  GroupTermAttachment,
  AgreementRow,
  AgreementItemRow,
  AgreementTermRow,
  AgreementRemarkRow,
  Subscription,
  PaymentOrder,
  WebhookEvent,
  EntitlementUsage,
];
