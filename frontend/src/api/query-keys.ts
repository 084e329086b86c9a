// One place for query keys, so live updates can invalidate exactly what a change affects.
export const queryKeys = {
  plans: ['subscription-plans'] as const,
  userTypes: ['user-types'] as const,
  clientInfo: ['client-info'] as const,
  // The user's plan, usage and payments (api/payment/Subscription).
  subscription: ['subscription'] as const,
  userDetails: (userId: string) => ['user-details', userId] as const,
  // The header bell's pages (live.ts invalidates them on `notifications.changed`) and the channels.
  notifications: ['notifications'] as const,
  notificationPreferences: ['notification-preferences'] as const,
  // Everything on the dashboard that comes from the negotiation read models.
  dashboard: ['dashboard'] as const,
  agreements: ['dashboard', 'agreements'] as const,
  attention: ['dashboard', 'attention'] as const,
  clientReport: ['dashboard', 'client-report'] as const,
  // One page of the user's archive (under the dashboard: a contract moves between the two).
  archive: (page: number, search: string) => ['dashboard', 'archive', page, search] as const,
  rfqs: ['dashboard', 'rfqs'] as const,
  allRfqs: ['dashboard', 'rfqs', 'all'] as const,
  userRfqs: ['dashboard', 'rfqs', 'user'] as const,
  invites: ['dashboard', 'rfqs', 'invites'] as const,
  agreement: (id: string | number) => ['agreement', String(id)] as const,
  proposal: (id: string | number) => ['proposal', String(id)] as const,
  // Contract creation and RFQ screens: lookups, and every read of one RFQ under its proposal key.
  units: ['lookups', 'units'] as const,
  currencies: ['lookups', 'currencies'] as const,
  hsnSac: (code: string) => ['lookups', 'hsn-sac', code] as const,
  templateTerms: (template: string) => ['lookups', 'template-terms', template] as const,
  templateItems: (template: string) => ['lookups', 'template-items', template] as const,
  // Whether the drafting assistant has an AI provider, and its host.
  aiProvider: ['assistant', 'provider'] as const,
  proposalDetail: (id: string) => ['proposal', id, 'detail'] as const,
  proposalActions: (id: string) => ['proposal', id, 'actions'] as const,
  proposalInvites: (id: string) => ['proposal', id, 'invites'] as const,
  proposalResponses: (id: string) => ['proposal', id, 'responses'] as const,
  proposalQuotes: (id: string) => ['proposal', id, 'compare-quotes'] as const,
  proposalVendors: (id: string, q: string) => ['proposal', id, 'vendors', q] as const,
  // The caller's own application (draft agreement) to an RFQ, if any.
  proposalApplication: (id: string) => ['proposal', id, 'application'] as const,
  // Agreement workspace: every read of one agreement under its agreement key (live.ts invalidates it).
  agreementDetail: (id: string) => ['agreement', id, 'detail'] as const,
  agreementItems: (id: string) => ['agreement', id, 'items'] as const,
  agreementTerms: (id: string) => ['agreement', id, 'terms'] as const,
  agreementActions: (id: string) => ['agreement', id, 'actions'] as const,
  // Contract execution, under the agreement key too: a live change of the contract refetches them.
  agreementInvoices: (id: string) => ['agreement', id, 'invoices'] as const,
  txnNote: (agreementId: string, noteId: string) => ['agreement', agreementId, 'txn-note', noteId] as const,
  advancePayment: (id: string) => ['agreement', id, 'advance'] as const,
  // The contract's folded state alone, for screens that compute with the machines (/EditTxnNote).
  agreementState: (id: string) => ['agreement', id, 'state'] as const,
  payList: (agreementId: string, notePaymentId: string) =>
    ['agreement', agreementId, 'pay-list', notePaymentId] as const,
  // The business's team members and invitations (Settings → Team Members).
  team: ['team'] as const,
  // Catalogue and term groups: the user's own reference data.
  catalogue: ['catalogue'] as const,
  catalogueOptions: (search: string, itemType: string) => ['catalogue', 'options', itemType, search] as const,
  termTypes: ['lookups', 'term-types'] as const,
  termGroups: ['term-groups'] as const,
  groupTerms: (groupId: string) => ['term-groups', groupId, 'terms'] as const,
  userTermDropdown: (typeName: string, search = '') => ['term-groups', 'dropdown', typeName, search] as const,
};
