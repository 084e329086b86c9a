// The variables each template needs; other features call `NotificationsService.send` with these.
export interface TemplateParams {
  otp: { code: string; minutes: number };
  // `document` names what is signed, e.g. "contract 5f0c…, document v2 (SHA-256 3a7b…)".
  'signing-otp': { code: string; minutes: number; document: string };
  invitation: { inviterName: string; proposalUid: string; link: string };
  'contract-sent': { senderName: string; agreementUid: string; link: string };
  'your-turn': { counterpartyName: string; agreementUid: string; link: string };
  // `amount` as displayed, e.g. "₹1,23,456.00".
  payment: { payerName: string; amount: string; reference: string; link: string };
  // An RFQ owner gave lines this seller quoted to another seller; `lines` as "2 lines".
  'lines-awarded-elsewhere': { buyerName: string; lines: string; proposalUid: string; link: string };
  // An award could not take lines from a seller's agreement; `why` as "it was signed".
  'award-not-applied': { sellerName: string; lines: string; proposalUid: string; why: string; link: string };
  // Several contracts wait on the same user: `contracts` lists their numbers.
  'turn-digest': { count: number; contracts: string; link: string };
  // `what` names the instalment ("Advance"), `dueDate` as written in India (dd/mm/yyyy).
  'payment-due': { what: string; amount: string; agreementUid: string; dueDate: string; link: string };
  // `deleteOn` as written in India (dd/mm/yyyy).
  'archive-deletion': { agreementUid: string; deleteOn: string; link: string };
  // `role` as the screens name it ("Accountant").
  'team-invitation': { inviterName: string; businessName: string; role: string; link: string };
}

export type TemplateName = keyof TemplateParams;

// Each template's variables in the order a provider's registered template takes them ({{1}}, {{2}}…).
export const TEMPLATE_VARIABLES: { [Name in TemplateName]: readonly (keyof TemplateParams[Name])[] } = {
  otp: ['code', 'minutes'],
  'signing-otp': ['code', 'minutes', 'document'],
  invitation: ['inviterName', 'proposalUid', 'link'],
  'contract-sent': ['senderName', 'agreementUid', 'link'],
  'your-turn': ['counterpartyName', 'agreementUid', 'link'],
  payment: ['payerName', 'amount', 'reference', 'link'],
  'lines-awarded-elsewhere': ['buyerName', 'lines', 'proposalUid', 'link'],
  'award-not-applied': ['sellerName', 'lines', 'proposalUid', 'why', 'link'],
  'turn-digest': ['count', 'contracts', 'link'],
  'payment-due': ['what', 'amount', 'agreementUid', 'dueDate', 'link'],
  'archive-deletion': ['agreementUid', 'deleteOn', 'link'],
  'team-invitation': ['inviterName', 'businessName', 'role', 'link'],
};

export const variablesOf = (template: string): readonly string[] =>
  (TEMPLATE_VARIABLES as Record<string, readonly string[]>)[template] ?? [];

export interface RenderedMessage {
  subject: string;
  // Short enough for one SMS; the same text is the e-mail body.
  body: string;
}

type Renderers = { [Name in TemplateName]: (params: TemplateParams[Name]) => RenderedMessage };

const RENDERERS: Renderers = {
  otp: ({ code, minutes }) => ({
    subject: 'Your Samvida one-time code',
    body: `${code} is your Samvida one-time code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  }),
  'signing-otp': ({ code, minutes, document }) => ({
    subject: 'Your Samvida signing code',
    body: `${code} is your code to sign ${document} on Samvida. It is valid for ${minutes} minutes. Do not share it.`,
  }),
  invitation: ({ inviterName, proposalUid, link }) => ({
    subject: `${inviterName} invited you to quote on ${proposalUid}`,
    body: `${inviterName} invited you to respond to the request for quotation ${proposalUid} on Samvida: ${link}`,
  }),
  'contract-sent': ({ senderName, agreementUid, link }) => ({
    subject: `${senderName} sent you contract ${agreementUid}`,
    body: `${senderName} sent you the contract ${agreementUid} on Samvida. Review it here: ${link}`,
  }),
  'your-turn': ({ counterpartyName, agreementUid, link }) => ({
    subject: `Your turn on contract ${agreementUid}`,
    body: `${counterpartyName} responded on contract ${agreementUid}. It is your turn: ${link}`,
  }),
  payment: ({ payerName, amount, reference, link }) => ({
    subject: `Payment of ${amount} recorded`,
    body: `${payerName} recorded a payment of ${amount} (ref ${reference}) on Samvida: ${link}`,
  }),
  'lines-awarded-elsewhere': ({ buyerName, lines, proposalUid, link }) => ({
    subject: `${proposalUid}: ${lines} went to another seller`,
    body: `${buyerName} awarded ${lines} you quoted on the RFQ ${proposalUid} to another seller. Your quotation: ${link}`,
  }),
  'award-not-applied': ({ sellerName, lines, proposalUid, why, link }) => ({
    subject: `${proposalUid}: ${lines} kept by ${sellerName}`,
    body: `Your award of ${lines} on the RFQ ${proposalUid} could not be applied to the agreement with ${sellerName}: ${why} first, so ${sellerName} keeps them. Review: ${link}`,
  }),
  'turn-digest': ({ count, contracts, link }) => ({
    subject: `${count} contracts wait for your move`,
    body: `${count} contracts wait for your move on Samvida: ${contracts}. Open them here: ${link}`,
  }),
  'payment-due': ({ what, amount, agreementUid, dueDate, link }) => ({
    subject: `Payment due on contract ${agreementUid}`,
    body: `Reminder: the ${what} payment of ${amount} on contract ${agreementUid}, due on ${dueDate}, is not yet paid: ${link}`,
  }),
  'archive-deletion': ({ agreementUid, deleteOn, link }) => ({
    subject: `Files of contract ${agreementUid} will be deleted on ${deleteOn}`,
    body: `The archive period of contract ${agreementUid} ends on ${deleteOn}: its files and PDFs will then be deleted (its history stays). Download what you need: ${link}`,
  }),
  'team-invitation': ({ inviterName, businessName, role, link }) => ({
    subject: `${inviterName} invited you to join ${businessName} on Samvida`,
    body: `${inviterName} invited you to join ${businessName} on Samvida as ${role}. Sign up with this number: ${link}`,
  }),
};

export function render<Name extends TemplateName>(template: Name, params: TemplateParams[Name]): RenderedMessage {
  return RENDERERS[template](params);
}
