import { EventStore1763700000000 } from './1763700000000-event-store.js';
import { Projections1763700000100 } from './1763700000100-projections.js';
import { Accounts1763700000200 } from './1763700000200-accounts.js';
import { Catalogue1763700000500 } from './1763700000500-catalogue.js';
import { Proposals1763700000300 } from './1763700000300-proposals.js';
import { Agreements1763700000400 } from './1763700000400-agreements.js';
import { ContactMessages1763700000600 } from './1763700000600-contact-messages.js';
import { Subscriptions1763700000700 } from './1763700000700-subscriptions.js';
import { NotificationDedupe1763700001000 } from './1763700001000-notification-dedupe.js';
import { ContractExecution1763700002000 } from './1763700002000-contract-execution.js';
import { EventStoreAppend1763800000000 } from './1763800000000-event-store-append.js';
import { Audit1763700003000 } from './1763700003000-audit.js';
import { Signatures1763700005001 } from './1763700005001-signatures.js';
import { AdvancePayments1763900000000 } from './1763900000000-advance-payments.js';
import { EventStoreAppendGroup1764000000000 } from './1764000000000-event-store-append-group.js';
import { AgreementLineStates1764100000000 } from './1764100000000-agreement-line-states.js';
import { ContractNumbers1764150000000 } from './1764150000000-contract-numbers.js';
import { RenderedPdfs1764300000000 } from './1764300000000-rendered-pdfs.js';
import { GstSeriesPerGstin1764400000000 } from './1764400000000-gst-series-per-gstin.js';
import { InvoicePaymentDetails1764500060000 } from './1764500060000-invoice-payment-details.js';
import { SignedRenderedPdfs1764500080000 } from './1764500080000-signed-rendered-pdfs.js';
import { TreeHeadChain1764500340000 } from './1764500340000-tree-head-chain.js';
import { TemplateSacCodes1764500500000 } from './1764500500000-template-sac-codes.js';
import { ContractArchive1764600700000 } from './1764600700000-contract-archive.js';
import { EventStoreAppendGenericPlan1764601000000 } from './1764601000000-event-store-append-generic-plan.js';
import { Reminders1764600100000 } from './1764600100000-reminders.js';
import { PaymentSteps1764600400000 } from './1764600400000-payment-steps.js';
import { TeamMembers1764601200000 } from './1764601200000-team-members.js';
import { MemberActivity1764601250000 } from './1764601250000-member-activity.js';
import { TermGroupAdvance1764601420000 } from './1764601420000-term-group-advance.js';

/** Every migration, oldest first. Add new ones at the end. */
export const migrations = [
  EventStore1763700000000,
  Projections1763700000100,
  Accounts1763700000200,
  Catalogue1763700000500,
  Proposals1763700000300,
  Agreements1763700000400,
  ContactMessages1763700000600,
  Subscriptions1763700000700,
  NotificationDedupe1763700001000,
  ContractExecution1763700002000,
  Audit1763700003000,
  Signatures1763700005001,
  EventStoreAppend1763800000000,
  AdvancePayments1763900000000,
  EventStoreAppendGroup1764000000000,
  AgreementLineStates1764100000000,
  ContractNumbers1764150000000,
  RenderedPdfs1764300000000,
  GstSeriesPerGstin1764400000000,
  InvoicePaymentDetails1764500060000,
  SignedRenderedPdfs1764500080000,
  TreeHeadChain1764500340000,
  TemplateSacCodes1764500500000,
  Reminders1764600100000,
  PaymentSteps1764600400000,
  ContractArchive1764600700000,
  EventStoreAppendGenericPlan1764601000000,
  TeamMembers1764601200000,
  MemberActivity1764601250000,
  TermGroupAdvance1764601420000,
];
