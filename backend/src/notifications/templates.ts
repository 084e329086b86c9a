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
}

export type TemplateName = keyof TemplateParams;

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
};

export function render<Name extends TemplateName>(template: Name, params: TemplateParams[Name]): RenderedMessage {
  return RENDERERS[template](params);
}
