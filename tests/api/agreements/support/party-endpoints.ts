// Every agreement call of spec §7 with a path and body built from a scenario's ids: the suites
// that check who may call what (strangers, auditors) go through the same list.
import type { ScenarioIds } from './scenarios.js';

export type Endpoint = [method: string, path: (ids: ScenarioIds) => string, body?: (ids: ScenarioIds) => unknown];

/** Read-only calls: open to auditors. */
export const READ_ENDPOINTS = [
  'GetUserAgreementDetail',
  'GetAgreementItems',
  'AgreementTermList',
  'AvailableActions',
  'ExpectedPayments',
];

const A = (ids: ScenarioIds) => ({ AgreementId: ids.agreementId });
const q = (ids: ScenarioIds) => `agreementId=${ids.agreementId}`;
const generalTerms = { LDPercent: 1, LDDays: 2, Advance: 5, AgreementDuration: 20 };
const offer = (ids: ScenarioIds) => ({ ...A(ids), ItemId: ids.itemId, Amount: 50, CompletionDays: 5 });
const term = (ids: ScenarioIds) => ({ ...A(ids), TermId: ids.buyerTermId, TermTitle: 'Mine now', TermTxt: 'Changed.' });

export const ENDPOINTS: Record<string, Endpoint> = {
  GetUserAgreementDetail: ['GET', (ids) => `/api/Business/GetUserAgreementDetail?${q(ids)}`],
  GetAgreementItems: ['GET', (ids) => `/api/Business/GetAgreementItems?agreementid=${ids.agreementId}`],
  AgreementTermList: ['GET', (ids) => `/api/Business/AgreementTermList?${q(ids)}&termType=Buyer`],
  AvailableActions: ['GET', (ids) => `/api/Business/AvailableActions?${q(ids)}`],
  ExpectedPayments: ['GET', (ids) => `/api/Business/ExpectedPayments?${q(ids)}`],
  NegotiateAgreement: ['POST', () => '/api/Business/NegotiateAgreement', (ids) => ({ ...A(ids), ...generalTerms })],
  UpdateAgreement: ['POST', () => '/api/Business/UpdateAgreement', (ids) => ({ Id: ids.agreementId, ...generalTerms })],
  UpdateB2CContract: [
    'POST',
    () => '/api/Business/UpdateB2CContract',
    (ids) => ({ Id: ids.agreementId, ...generalTerms }),
  ],
  AcceptAgreement: ['POST', () => '/api/Business/AcceptAgreement', A],
  NegotiateItem: ['POST', () => '/api/Business/NegotiateItem', offer],
  UpdateAgreementRate: ['POST', () => '/api/Business/UpdateAgreementRate', (ids) => ({ ...offer(ids), RateType: 2 })],
  AcceptItem: ['POST', () => '/api/Business/AcceptItem', (ids) => ({ ...A(ids), ItemId: ids.itemId })],
  NegotiateTerm: ['POST', () => '/api/Business/NegotiateTerm', term],
  AcceptTerm: ['POST', () => '/api/Business/AcceptTerm', (ids) => ({ ...A(ids), TermId: ids.buyerTermId })],
  RemarkAgreement: ['POST', () => '/api/Business/RemarkAgreement', (ids) => ({ ...A(ids), RemarkText: 'Hello' })],
  AddAgreementItem: [
    'POST',
    () => '/api/Business/AddAgreementItem',
    (ids) => ({ AgId: ids.agreementId, ItemTitle: 'Xyz', Qty: 1, Tax: 0, CurrencyId: 2, UnitId: 1 }),
  ],
  AddAgreementTerm: [
    'POST',
    () => '/api/Business/AddAgreementTerm',
    (ids) => ({ TermRfpId: ids.agreementId, TermTitle: 'X', TermTxt: 'Y' }),
  ],
  'AddUserTermToAgreement (GET)': [
    'GET',
    (ids) => `/api/Business/AddUserTermToAgreement?${q(ids)}&grpId=1&termType=Seller`,
  ],
  'AddUserTermToAgreement (POST)': ['POST', (ids) => `/api/Business/AddUserTermToAgreement?${q(ids)}&grpId=1`],
  'StartAgreement (GET)': ['GET', (ids) => `/api/Business/StartAgreement?${q(ids)}`],
  'StartAgreement (POST)': ['POST', () => '/api/Business/StartAgreement', A],
  'StartContract (GET)': ['GET', (ids) => `/api/Business/StartContract?${q(ids)}`],
  'StartContract (POST)': ['POST', () => '/api/Business/StartContract', A],
  'RejectAgreement (GET)': ['GET', (ids) => `/api/Business/RejectAgreement?${q(ids)}`],
  'RejectAgreement (POST)': ['POST', () => '/api/Business/RejectAgreement', (ids) => ({ ...A(ids), RemarkText: 'No' })],
  DeleteAgreementTerm: ['DELETE', (ids) => `/api/Business/DeleteAgreementTerm?termId=${ids.buyerTermId}`],
  'DeleteAgreementTerm (with agreementId)': [
    'DELETE',
    (ids) => `/api/Business/DeleteAgreementTerm?termId=${ids.buyerTermId}&${q(ids)}`,
  ],
  DeleteAgreement: ['DELETE', (ids) => `/api/Business/DeleteAgreement?${q(ids)}`],
  ArchiveAgreement: ['POST', () => '/api/Business/ArchiveAgreement', A],
  UnarchiveAgreement: ['POST', () => '/api/Business/UnarchiveAgreement', A],
};
