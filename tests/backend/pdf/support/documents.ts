// Render input of the contract document and its signing certificate, as plain data, for the PDF
// pool's suites (a document fixed from the published-agreement fixture, signed by the buyer).
import type { ContractDocumentFixed } from '@samvida/machines';
import type { CertificateInput } from '../../../../backend/src/signatures/contract-document/signing-certificate.pdf.js';
import { publishedAgreement } from '../../../machines/support/fixtures.js';

const party = {
  name: 'Asha Traders',
  address: '12 MG Road, Pune',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  contact: '+919800000001',
};
const fixed: ContractDocumentFixed['data'] = {
  by: 'buyer',
  documentVersion: 1,
  hash: '0'.repeat(64),
  revision: 0,
  fixedAt: '2026-11-23T10:00:00.000Z',
  parties: { buyer: party, seller: { ...party, name: 'Ravi Steel' } },
};
export const document = { agreementId: 'agreement-1', state: publishedAgreement(), fixed };
const position = { streamVersion: 7, globalPosition: 42, eventHash: 'ab'.repeat(32) };
export const certificate: CertificateInput = {
  agreementId: 'agreement-1',
  fixed: { ...fixed, ...position },
  signatures: [
    {
      by: 'buyer',
      documentVersion: 1,
      hash: '0'.repeat(64),
      method: 'otp-sms',
      signedAt: '2026-11-23T11:00:00.000Z',
      signerId: '00000000-0000-4000-8000-000000000001',
      ip: '127.0.0.1',
      userAgent: 'spec',
      signerName: 'Asha',
      ...position,
    },
  ],
  voidedBecause: null,
};
