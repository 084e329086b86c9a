// Every validation message of both specs' §5 (and ours where the spec gives no text): produced by
// a failing input, absent for a passing one.
import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES as AM,
  AdvanceRequired,
  Amount,
  ApplyForProposalForm,
  AttachmentForm,
  CONTRACT_MESSAGES as CM,
  CatalogueItemForm,
  ContactMessageForm,
  CounterpartyContact,
  Days,
  ForgotPasswordForm,
  HOUSE_MESSAGES as HM,
  InvoiceForm,
  LoginForm,
  OtpForm,
  PaymentReference,
  Percent,
  PoTermForm,
  ProfileForm,
  PurchaseOrderForm,
  Quantity,
  RegisterForm,
  ResetPasswordForm,
  RfqTermForm,
  TaxForm,
  TermGroupForm,
  TermInGroupForm,
  UnitId,
  addPaymentMessage,
  paymentEntryForm,
  publishTotalsMessage,
} from '@samvida/machines';
import { uuid } from '../support/fixtures.js';

const messagesOf = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

const PASSWORD = 'Str0ng!pass';
const validRegister = {
  UsrName: 'Asha Rao',
  UsrPan: 'AAPFU0939F',
  UsrGstin: '27AAPFU0939F1ZV',
  UsrAddress: '12, MG Road (East) #4 - Pune/MH 411001.',
  UsrType: 1,
  PhoneNumber: '+919876543210',
  Email: 'asha@example.in',
  Password: PASSWORD,
  ConfirmPassword: PASSWORD,
};
const validProfile = {
  Name: 'Asha Rao',
  Email: 'asha@example.in',
  Password: 'Abcdef1@',
  ReEnterPassword: 'Abcdef1@',
  UserTermAccepted: true,
};
const validPo = {
  PoTitle: 'Laptops',
  PoRaisedForPhoneNumber: '+919876543210',
  PoCompletionDurationInDays: 30,
  PoSellerGSTIN: '27AAPFU0939F1ZV',
  PoBuyerGSTIN: '27AAACR5055K1Z7',
  // A registered party's address carries a PIN in its GSTIN's state (issue 41).
  PoSellerAddress: 'MIDC Bhosari, Pune 411026',
  PoBuyerAddress: 'Andheri East, Mumbai 400069',
  PoNotificationPeriod: 7,
  PoDiscount: 0,
  RaisedBy: 'Buyer',
};
const rateRow = { ItemId: uuid(1), Amount: '100', Currency: 'INR', SellingUnit: 1 };
const validApply = {
  ProposalId: uuid(2),
  Advance: 0,
  SellerRates: [rateRow, { ...rateRow, ItemId: uuid(3), Amount: '' }],
};
const payment = paymentEntryForm(90);

interface Case {
  name: string;
  schema: z.ZodType;
  valid: unknown;
  failing: unknown;
  message: string;
}
const validContactMessage = {
  Name: 'Asha Verma',
  Email: 'asha@example.in',
  Message: 'Please call me about the plans.',
};

const cases: Case[] = [
  // Accounts §5
  {
    name: 'login contact',
    schema: LoginForm,
    valid: { Contact: 'a@b.in', Password: PASSWORD },
    failing: { Contact: '+911234567890', Password: PASSWORD },
    message: AM.contactInvalid,
  },
  {
    name: 'login password',
    schema: LoginForm,
    valid: { Contact: '+919876543210', Password: PASSWORD },
    failing: { Contact: '+919876543210', Password: 'weakpass' },
    message: AM.passwordIncorrect,
  },
  {
    name: 'login password length',
    schema: LoginForm,
    valid: { Contact: '+919876543210', Password: PASSWORD },
    failing: { Contact: '+919876543210', Password: `${PASSWORD}${'x'.repeat(128)}` },
    message: HM.passwordTooLong,
  },
  {
    name: 'register address length',
    schema: RegisterForm,
    valid: { ...validRegister, UsrAddress: `${'a'.repeat(193)} 411001` },
    failing: { ...validRegister, UsrAddress: `${'a'.repeat(194)} 411001` },
    message: HM.addressTooLong,
  },
  {
    name: 'contact us e-mail length',
    schema: ContactMessageForm,
    valid: validContactMessage,
    failing: { ...validContactMessage, Email: `${'a'.repeat(250)}@b.in` },
    message: HM.emailTooLong,
  },
  {
    name: 'forgot contact',
    schema: ForgotPasswordForm,
    valid: { ContactInfo: '+919876543210' },
    failing: { ContactInfo: 'asha' },
    message: AM.contactInvalid,
  },
  {
    name: 'register name required',
    schema: RegisterForm,
    valid: validRegister,
    failing: { ...validRegister, UsrName: ' ' },
    message: AM.nameRequired,
  },
  {
    name: 'register name letters',
    schema: RegisterForm,
    valid: validRegister,
    failing: { ...validRegister, UsrName: 'Asha 2' },
    message: AM.nameInvalid,
  },
  {
    name: 'register PAN',
    schema: RegisterForm,
    valid: { ...validRegister, UsrPan: '' },
    failing: { ...validRegister, UsrPan: 'AAPF0939F' },
    message: AM.panInvalid,
  },
  {
    name: 'register GSTIN',
    schema: RegisterForm,
    valid: { ...validRegister, UsrGstin: undefined },
    failing: { ...validRegister, UsrGstin: '27AAPFU0939F1ZW' },
    message: AM.gstinInvalid,
  },
  {
    name: 'register PAN of the GSTIN',
    schema: RegisterForm,
    valid: validRegister,
    failing: { ...validRegister, UsrPan: 'ABCPV1234K' },
    message: HM.panGstinMismatch,
  },
  {
    name: 'register address',
    schema: RegisterForm,
    valid: validRegister,
    failing: { ...validRegister, UsrAddress: 'Flat 4; Pune' },
    message: AM.addressInvalid,
  },
  {
    name: 'register user type',
    schema: RegisterForm,
    valid: validRegister,
    failing: { ...validRegister, UsrType: undefined },
    message: AM.userTypeRequired,
  },
  {
    name: 'register phone',
    schema: RegisterForm,
    valid: validRegister,
    failing: { ...validRegister, PhoneNumber: '+91987654321' },
    message: AM.phoneInvalid,
  },
  {
    name: 'register e-mail',
    schema: RegisterForm,
    valid: { ...validRegister, Email: '' },
    failing: { ...validRegister, Email: 'asha@' },
    message: AM.emailInvalid,
  },
  {
    name: 'register strong password',
    schema: RegisterForm,
    valid: validRegister,
    failing: { ...validRegister, Password: 'Abcdefgh1', ConfirmPassword: 'Abcdefgh1' },
    message: AM.passwordWeak,
  },
  {
    name: 'register confirmation',
    schema: RegisterForm,
    valid: validRegister,
    failing: { ...validRegister, ConfirmPassword: 'Str0ng!pasS' },
    message: AM.confirmPasswordAlert,
  },
  {
    name: 'OTP',
    schema: OtpForm,
    valid: { ContactId: 7, OTP: '012345' },
    failing: { ContactId: 7, OTP: '12345a' },
    message: AM.otpInvalid,
  },
  {
    name: 'profile name',
    schema: ProfileForm,
    valid: validProfile,
    failing: { ...validProfile, Name: 'Asha_R' },
    message: AM.profileNameInvalid,
  },
  {
    name: 'profile password',
    schema: ProfileForm,
    valid: validProfile,
    failing: { ...validProfile, Password: 'Abcdef1#', ReEnterPassword: 'Abcdef1#' },
    message: AM.profilePasswordInvalid,
  },
  {
    name: 'profile e-mail',
    schema: ProfileForm,
    valid: validProfile,
    failing: { ...validProfile, Email: 'asha.example.in' },
    message: AM.profileEmailInvalid,
  },
  {
    name: 'profile re-entry and terms',
    schema: ProfileForm,
    valid: validProfile,
    failing: { ...validProfile, UserTermAccepted: false },
    message: AM.profileConfirm,
  },
  {
    // Issue 37: a form without password fields is not told about them.
    name: 'profile terms without passwords',
    schema: ProfileForm,
    valid: { Name: validProfile.Name, Email: validProfile.Email, UserTermAccepted: true },
    failing: { Name: validProfile.Name, Email: validProfile.Email, UserTermAccepted: false },
    message: HM.profileTermsRequired,
  },
  {
    name: 'reset strong password',
    schema: ResetPasswordForm,
    valid: { Password: PASSWORD, ConfirmPassword: PASSWORD },
    failing: { Password: 'password', ConfirmPassword: 'password' },
    message: AM.passwordWeak,
  },
  {
    name: 'reset confirmation',
    schema: ResetPasswordForm,
    valid: { Password: PASSWORD, ConfirmPassword: PASSWORD },
    failing: { Password: PASSWORD, ConfirmPassword: 'x' },
    message: AM.resetConfirmMismatch,
  },
  // Purchase order §5
  {
    name: 'PO phone required',
    schema: PurchaseOrderForm,
    valid: validPo,
    failing: { ...validPo, PoRaisedForPhoneNumber: '' },
    message: HM.poPhoneRequired,
  },
  {
    name: 'PO phone +91',
    schema: PurchaseOrderForm,
    valid: validPo,
    failing: { ...validPo, PoRaisedForPhoneNumber: '+449876543210' },
    message: HM.poPhonePrefix,
  },
  {
    name: 'PO phone 13 characters',
    schema: PurchaseOrderForm,
    valid: validPo,
    failing: { ...validPo, PoRaisedForPhoneNumber: '+9198765432' },
    message: HM.poPhoneLength,
  },
  {
    name: 'PO title required',
    schema: PurchaseOrderForm,
    valid: validPo,
    failing: { ...validPo, PoTitle: '' },
    message: HM.poTitleRequired,
  },
  {
    name: 'PO title under 100',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoTitle: 'x'.repeat(99) },
    failing: { ...validPo, PoTitle: 'x'.repeat(100) },
    message: HM.poTitleTooLong,
  },
  {
    name: 'PO description ≤ 1000',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoDescription: 'x'.repeat(1000) },
    failing: { ...validPo, PoDescription: 'x'.repeat(1001) },
    message: HM.poDescriptionTooLong,
  },
  {
    name: 'PO GSTIN',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoBuyerGSTIN: '' },
    failing: { ...validPo, PoBuyerGSTIN: '27AAACR5055K1Z' },
    message: HM.poGstinInvalid,
  },
  {
    name: 'PO GSTINs differ',
    schema: PurchaseOrderForm,
    valid: validPo,
    failing: { ...validPo, PoBuyerGSTIN: validPo.PoSellerGSTIN },
    message: HM.poGstinSame,
  },
  {
    name: 'PO address ≤ 150',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoBuyerAddress: `${'x'.repeat(143)} 400069` },
    failing: { ...validPo, PoSellerAddress: 'x'.repeat(151) },
    message: HM.poAddressTooLong,
  },
  {
    name: 'PO company ≤ 100',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoBuyerCompany: 'x'.repeat(100) },
    failing: { ...validPo, PoBuyerCompany: 'x'.repeat(101) },
    message: HM.poCompanyTooLong,
  },
  {
    name: 'PO notification period given',
    schema: PurchaseOrderForm,
    valid: validPo,
    failing: { ...validPo, PoNotificationPeriod: undefined },
    message: HM.poNotificationRequired,
  },
  {
    name: 'PO notification ≤ completion',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoNotificationPeriod: 30 },
    failing: { ...validPo, PoNotificationPeriod: 31 },
    message: HM.poNotificationTooLong,
  },
  {
    name: 'PO completion ≥ 1',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoCompletionDurationInDays: 1, PoNotificationPeriod: 0 },
    failing: { ...validPo, PoCompletionDurationInDays: 0, PoNotificationPeriod: 0 },
    message: HM.poCompletionMin,
  },
  {
    name: 'PO discount ≥ 0',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoDiscount: 0 },
    failing: { ...validPo, PoDiscount: -1 },
    message: HM.poDiscountNegative,
  },
  {
    name: 'PO discount has 2 decimals at most',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoDiscount: 12.34 },
    failing: { ...validPo, PoDiscount: 12.345 },
    message: HM.poDiscountInvalid,
  },
  {
    name: 'PO discount at most one lakh crore',
    schema: PurchaseOrderForm,
    valid: { ...validPo, PoDiscount: 1_000_000_000_000 },
    failing: { ...validPo, PoDiscount: 1e21 },
    message: HM.poDiscountInvalid,
  },
  {
    name: 'tax percent',
    schema: TaxForm,
    valid: { title: 'GST', percent: 0.5 },
    failing: { title: 'GST', percent: 0 },
    message: HM.taxPercentInvalid,
  },
  {
    name: 'tax title',
    schema: TaxForm,
    valid: { title: 'GST', percent: 18 },
    failing: { title: ' ', percent: 18 },
    message: HM.taxTitleRequired,
  },
  {
    name: 'tax title ≤ 50',
    schema: TaxForm,
    valid: { title: 'x'.repeat(50), percent: 18 },
    failing: { title: 'x'.repeat(51), percent: 18 },
    message: HM.taxTitleTooLong,
  },
  {
    name: 'term required',
    schema: PoTermForm,
    valid: { val: 'Delivery at site' },
    failing: { val: '' },
    message: HM.termRequired,
  },
  {
    name: 'term ≤ 1000',
    schema: PoTermForm,
    valid: { val: 'x'.repeat(1000) },
    failing: { val: 'x'.repeat(1001) },
    message: HM.termTooLong,
  },
  {
    name: 'payment note',
    schema: payment,
    valid: { type: 'A', note: 'Advance', amt: 10 },
    failing: { type: 'A', note: '', amt: 10 },
    message: HM.paymentNoteRequired,
  },
  {
    name: 'payment amount unless final',
    schema: payment,
    valid: { type: 'F', note: 'Final' },
    failing: { type: 'P', note: 'Part', days: 10 },
    message: HM.paymentAmountRequired,
  },
  {
    name: 'payment percent ≤ 100',
    schema: payment,
    valid: { type: 'A', note: 'All', amt: 100 },
    failing: { type: 'A', note: 'All', amt: 100.5 },
    message: CM.percentOver100,
  },
  {
    name: 'part payment days',
    schema: payment,
    valid: { type: 'P', note: 'Part', amt: 20, days: 90 },
    failing: { type: 'P', note: 'Part', amt: 20, days: 0 },
    message: HM.paymentDaysRequired,
  },
  {
    name: 'part payment whole days',
    schema: payment,
    valid: { type: 'P', note: 'Part', amt: 20, days: 2 },
    failing: { type: 'P', note: 'Part', amt: 20, days: 1.5 },
    message: HM.paymentDaysRequired,
  },
  {
    name: 'part payment ≤ completion',
    schema: payment,
    valid: { type: 'P', note: 'Part', amt: 20, days: 90 },
    failing: { type: 'P', note: 'Part', amt: 20, days: 91 },
    message: HM.paymentDaysTooLate,
  },
  {
    name: 'frequency count',
    schema: payment,
    valid: { type: 'W', note: 'Weekly', amt: 5, count: 12 },
    failing: { type: 'W', note: 'Weekly', amt: 5, count: 0 },
    message: HM.paymentCountRequired,
  },
  {
    name: 'frequency whole count',
    schema: payment,
    valid: { type: 'M', note: 'Monthly', amt: 5, count: 2 },
    failing: { type: 'M', note: 'Monthly', amt: 5, count: 1.5 },
    message: HM.paymentCountRequired,
  },
  // A quarter counts as 3 months (90 days) when validating: one fits 90 days, two do not.
  {
    name: 'frequency span',
    schema: payment,
    valid: { type: 'Q', note: 'Quarterly', amt: 50, count: 1 },
    failing: { type: 'Q', note: 'Quarterly', amt: 50, count: 2 },
    message: HM.paymentSpanTooLong,
  },
  {
    name: 'item-based items',
    schema: payment,
    valid: { type: 'I', note: 'On laptops', amt: 30, itemIds: ['i1'] },
    failing: { type: 'I', note: 'On laptops', amt: 30, itemIds: [] },
    message: HM.paymentItemsRequired,
  },
  // Contracts §5
  {
    name: 'attachment file',
    schema: AttachmentForm,
    valid: { file: { name: 'a.pdf' }, title: 'PO' },
    failing: { file: null, title: 'PO' },
    message: CM.attachmentFileMissing,
  },
  {
    name: 'attachment title',
    schema: AttachmentForm,
    valid: { file: { name: 'a.pdf' }, title: 'PO' },
    failing: { file: { name: 'a.pdf' }, title: '  ' },
    message: CM.attachmentTitleMissing,
  },
  {
    name: 'RFQ term title',
    schema: RfqTermForm,
    valid: { TermTitle: 'Delivery', TermTxt: 'At site' },
    failing: { TermTitle: '', TermTxt: 'At site' },
    message: HM.rfqTermTitleRequired,
  },
  {
    name: 'RFQ term text',
    schema: RfqTermForm,
    valid: { TermTitle: 'Delivery', TermTxt: 'At site' },
    failing: { TermTitle: 'Delivery', TermTxt: ' ' },
    message: HM.rfqTermTextRequired,
  },
  {
    name: 'builder counterparty',
    schema: CounterpartyContact,
    valid: 'x@y.in',
    failing: '   ',
    message: CM.counterpartyMissing,
  },
  {
    name: 'invoice ticked items',
    schema: InvoiceForm,
    valid: [{ selected: true, AgItemId: uuid(1), QuantityDelivered: 1, Rate: 10 }],
    failing: [{ selected: false, AgItemId: uuid(1), QuantityDelivered: 1, Rate: 10 }],
    message: HM.invoiceItemsRequired,
  },
  {
    name: 'term group type',
    schema: TermGroupForm,
    valid: { GroupName: 'G', Description: 'D', TypeName: 'Seller' },
    failing: { GroupName: 'G', Description: 'D', TypeName: '' },
    message: CM.termGroupType,
  },
  {
    name: 'term group name',
    schema: TermGroupForm,
    valid: { GroupName: 'G', Description: 'D', TypeName: 'Seller' },
    failing: { GroupName: ' ', Description: 'D', TypeName: 'Seller' },
    message: CM.termGroupName,
  },
  {
    name: 'term group description',
    schema: TermGroupForm,
    valid: { GroupName: 'G', Description: 'D', TypeName: 'Seller' },
    failing: { GroupName: 'G', TypeName: 'Seller' },
    message: CM.termGroupDescription,
  },
  {
    name: 'catalogue type',
    schema: CatalogueItemForm,
    valid: { ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1 },
    failing: { ItemTypeId: 3, ItemRateUnitId: 2, ItemSellingUnitId: 1 },
    message: CM.catalogueItemType,
  },
  {
    name: 'catalogue currency',
    schema: CatalogueItemForm,
    valid: { ItemTypeId: 2, ItemRateUnitId: 'INR', ItemSellingUnitId: 1 },
    failing: { ItemTypeId: 2, ItemSellingUnitId: 1 },
    message: CM.catalogueCurrency,
  },
  {
    name: 'catalogue unit',
    schema: CatalogueItemForm,
    valid: { ItemTypeId: 2, ItemRateUnitId: 2, ItemSellingUnitId: 1 },
    failing: { ItemTypeId: 2, ItemRateUnitId: 2 },
    message: CM.catalogueUnit,
  },
  {
    name: 'term-in-group title',
    schema: TermInGroupForm,
    valid: { GroupId: 1, TermTitle: 'T', TermTxt: 'X' },
    failing: { GroupId: 1, TermTitle: '', TermTxt: 'X' },
    message: CM.termInGroupTitle,
  },
  {
    name: 'term-in-group description',
    schema: TermInGroupForm,
    valid: { GroupId: 1, TermTitle: 'T', TermTxt: 'X' },
    failing: { GroupId: 1, TermTitle: 'T', TermTxt: '' },
    message: CM.termInGroupTitle,
  },
  {
    name: 'apply advance',
    schema: ApplyForProposalForm,
    valid: validApply,
    failing: { ...validApply, Advance: undefined },
    message: CM.applyAdvanceRequired,
  },
  { name: 'apply advance blank', schema: AdvanceRequired, valid: '0', failing: ' ', message: CM.applyAdvanceRequired },
  {
    name: 'apply rate',
    schema: ApplyForProposalForm,
    valid: validApply,
    failing: { ...validApply, SellerRates: [{ ...rateRow, Amount: 0 }] },
    message: CM.applyRateRequired,
  },
  {
    name: 'term group name length',
    schema: TermGroupForm,
    valid: { GroupName: 'G'.repeat(100), Description: 'D', TypeName: 'Buyer' },
    failing: { GroupName: 'G'.repeat(101), Description: 'D', TypeName: 'Buyer' },
    message: HM.nameTooLong,
  },
  {
    name: 'catalogue title length',
    schema: CatalogueItemForm,
    valid: { ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1, ItemTitle: 'T'.repeat(100) },
    failing: { ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1, ItemTitle: 'T'.repeat(101) },
    message: HM.titleTooLong,
  },
  {
    name: 'catalogue code length',
    schema: CatalogueItemForm,
    valid: { ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1, ItemHsnCsnUin: '8471 30 10' },
    failing: { ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1, ItemHsnCsnUin: '9'.repeat(51) },
    message: HM.codeTooLong,
  },
  {
    name: 'catalogue description length',
    schema: CatalogueItemForm,
    valid: { ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1, ItemDescription: 'D'.repeat(1000) },
    failing: { ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1, ItemDescription: 'D'.repeat(1001) },
    message: HM.descriptionTooLong,
  },
  {
    name: 'contact us name',
    schema: ContactMessageForm,
    valid: validContactMessage,
    failing: { ...validContactMessage, Name: '  ' },
    message: HM.contactNameRequired,
  },
  {
    name: 'contact us e-mail',
    schema: ContactMessageForm,
    valid: validContactMessage,
    failing: { ...validContactMessage, Email: 'asha@' },
    message: AM.profileEmailInvalid,
  },
  {
    name: 'contact us short message',
    schema: ContactMessageForm,
    valid: validContactMessage,
    failing: { ...validContactMessage, Message: 'Hello' },
    message: HM.contactMessageTooShort,
  },
  {
    name: 'contact us long message',
    schema: ContactMessageForm,
    valid: validContactMessage,
    failing: { ...validContactMessage, Message: 'M'.repeat(2001) },
    message: HM.contactMessageTooLong,
  },
  // Field formats (decimal inputs min 0, step 0.01)
  { name: 'amount', schema: Amount, valid: '0.01', failing: '1.005', message: HM.amountInvalid },
  { name: 'quantity', schema: Quantity, valid: 2.5, failing: -1, message: HM.quantityInvalid },
  { name: 'percent', schema: Percent, valid: '100', failing: '100.5', message: HM.percentInvalid },
  { name: 'days', schema: Days, valid: 0, failing: 1.5, message: HM.daysInvalid },
  { name: 'unit', schema: UnitId, valid: 'Kilogram', failing: 'NaN', message: HM.unitInvalid },
  { name: 'unit id', schema: UnitId, valid: 21, failing: 22, message: HM.unitInvalid },
  {
    name: 'payment reference',
    schema: PaymentReference,
    valid: 'UTR/HDFC-2026 0001',
    failing: 'ref<script>',
    message: HM.paymentReferenceInvalid,
  },
  {
    name: 'long payment reference',
    schema: PaymentReference,
    valid: '',
    failing: '9'.repeat(36),
    message: HM.paymentReferenceInvalid,
  },
];

describe('validation messages', () => {
  it.each(cases)('$name: "$message" for a failing input only', ({ schema, valid, failing, message }) => {
    expect(messagesOf(schema, failing)).toContain(message);
    expect(messagesOf(schema, valid)).toEqual([]);
  });

  it('reproduces the specs’ texts exactly, typos included', () => {
    expect(AM.nameRequired).toBe('Name is require');
    expect(CM.applyRateRequired).toBe('You need to provide rate for atleast 1 item');
    expect(CM.attachmentTitleMissing).toBe('No file is added.Please Provide title.');
    expect(AM.profilePasswordInvalid).toContain('one especial character');
  });

  it('checks the payment list and the publish totals with the spec messages', () => {
    expect(addPaymentMessage([{ type: 'A' }], { type: 'A' })).toBe(CM.secondAdvance);
    expect(addPaymentMessage([{ type: 'P' }], { type: 'A' })).toBeNull();
    expect(publishTotalsMessage('1000.00', '999.99')).toBe(CM.publishTotalBelow);
    expect(publishTotalsMessage('1000.00', '1000.01')).toBe(CM.publishTotalAbove);
    expect(publishTotalsMessage('1000.00', '1000')).toBeNull();
  });

  it('covers every message constant', () => {
    const covered = new Set([
      ...cases.map((c) => c.message),
      CM.secondAdvance,
      CM.publishTotalBelow,
      CM.publishTotalAbove,
    ]);
    const all = [...Object.values(AM), ...Object.values(CM), ...Object.values(HM)];
    expect(all.filter((m) => !covered.has(m))).toEqual([]);
  });
});
