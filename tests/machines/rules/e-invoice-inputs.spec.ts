// What an e-invoice carries is checked where it is entered: HSN/SAC codes (shape, and the master
// where one is plugged in), item titles, units (GST UQCs), legal names and the PIN code in a
// GST-registered party's address, in its GSTIN's state.
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  AddRFQItemData,
  AgreementItemInput,
  CatalogueItemForm,
  E_INVOICE_INPUT_MESSAGES as E,
  HOUSE_MESSAGES as H,
  HsnSacCode,
  ProfileForm,
  RegisterForm,
  UnitId,
  pinInState,
  useHsnSacMaster,
} from '@samvida/machines';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const item = (overrides: object) =>
  AgreementItemInput.safeParse({
    ItemTitle: 'Laptop',
    ItemCode: '8471',
    Qty: 1,
    Tax: 18,
    CurrencyId: 2,
    UnitId: 1,
    ...overrides,
  });

describe('HSN and SAC codes', () => {
  afterEach(() => useHsnSacMaster(null));

  it('takes HSN codes of 4, 6 or 8 digits and SACs of 6 digits starting with 99, as printed', () => {
    for (const code of ['8471', '847130', '84713010', '998314', '8471.30.10', '8471 30'])
      expect(item({ ItemCode: code }).success).toBe(true);
    expect(HsnSacCode.parse(' 8471.30.10 ')).toBe('84713010');
    expect(item({ ItemCode: '' }).success).toBe(true);
  });

  it('refuses other shapes with a plain message, on every form that takes a code', () => {
    expect(messagesOf(item({ ItemCode: '25' }))).toEqual([['ItemCode', E.hsnInvalid]]);
    expect(messagesOf(item({ ItemCode: 'ABC-123' }))).toEqual([['ItemCode', E.hsnInvalid]]);
    expect(messagesOf(item({ ItemCode: '0000' }))).toEqual([['ItemCode', E.hsnInvalid]]);
    expect(messagesOf(item({ ItemCode: '9983' }))).toEqual([['ItemCode', E.sacInvalid]]);
    const rfq = AddRFQItemData.safeParse({
      ProposalId: '00000000-0000-4000-8000-000000000002',
      ItemTitle: 'Laptop',
      ItemHsnCsnUin: '123',
      ItemQuantity: 1,
      Unit: 1,
    });
    expect(messagesOf(rfq)).toEqual([['ItemHsnCsnUin', E.hsnInvalid]]);
    const catalogue = CatalogueItemForm.safeParse({
      ItemTypeId: 1,
      ItemRateUnitId: 2,
      ItemSellingUnitId: 1,
      ItemHsnCsnUin: '84',
    });
    expect(messagesOf(catalogue)).toEqual([['ItemHsnCsnUin', E.hsnInvalid]]);
  });

  it('checks codes against the master once one is plugged in (the server’s)', () => {
    useHsnSacMaster({
      lookup: (code) =>
        code.startsWith('84') || code === '998314'
          ? { code, kind: code.startsWith('99') ? 'SAC' : 'HSN', description: 'x' }
          : null,
    });
    expect(item({ ItemCode: '847130' }).success).toBe(true);
    expect(messagesOf(item({ ItemCode: '7777' }))).toEqual([['ItemCode', E.hsnUnknown]]);
    expect(messagesOf(item({ ItemCode: '999999' }))).toEqual([['ItemCode', E.sacUnknown]]);
  });
});

describe('item titles and units', () => {
  it('needs a title of 3 to 100 characters without a double quote', () => {
    expect(messagesOf(item({ ItemTitle: 'TV' }))).toEqual([['ItemTitle', E.titleTooShort]]);
    expect(messagesOf(item({ ItemTitle: 'Sony 42" TV' }))).toEqual([['ItemTitle', E.doubleQuote]]);
    expect(messagesOf(item({ ItemTitle: 'T'.repeat(101) }))).toEqual([['ItemTitle', H.titleTooLong]]);
    expect(item({ ItemTitle: "Sony 42 in TV, 'Bravia'" }).success).toBe(true);
    // The catalogue may leave the title blank.
    expect(CatalogueItemForm.safeParse({ ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1 }).success).toBe(true);
  });

  it('takes a unit of the list by id, name or its one GST UQC, and nothing else', () => {
    expect(UnitId.parse('PCS')).toBe('2');
    expect(UnitId.parse('ltr')).toBe('7');
    expect(UnitId.parse('Kilogram')).toBe('3');
    for (const unit of ['XYZ', 'OTH', 99]) expect(messagesOf(UnitId.safeParse(unit))).toEqual([['', H.unitInvalid]]);
  });
});

describe('legal names and the PIN code of a GST-registered address', () => {
  const register = (overrides: object) =>
    RegisterForm.safeParse({
      UsrName: 'Asha Verma',
      UsrGstin: '27AAPFU0939F1ZV',
      UsrAddress: '12, MG Road, Pune - 411001',
      UsrType: 1,
      PhoneNumber: '+919876543210',
      Password: 'Strong@123',
      ConfirmPassword: 'Strong@123',
      ...overrides,
    });
  const profile = (overrides: object) =>
    ProfileForm.safeParse({ Name: 'Asha Verma', Email: 'asha@example.in', UserTermAccepted: true, ...overrides });

  it('knows which state a PIN code can be in', () => {
    expect(pinInState('411001', '27')).toBe(true);
    expect(pinInState('560038', '29')).toBe(true);
    expect(pinInState('110001', '07')).toBe(true);
    expect(pinInState('403001', '30')).toBe(true);
    expect(pinInState('560038', '27')).toBe(false);
    expect(pinInState('411001', '29')).toBe(false);
    expect(pinInState('011001', '07')).toBe(false);
  });

  it('refuses a registration with a GSTIN whose address has no PIN, or one in another state', () => {
    expect(register({}).success).toBe(true);
    expect(messagesOf(register({ UsrAddress: '12, MG Road, Pune' }))).toEqual([['UsrAddress', E.pinMissing]]);
    expect(messagesOf(register({ UsrAddress: undefined }))).toEqual([['UsrAddress', E.pinMissing]]);
    expect(messagesOf(register({ UsrAddress: 'Indiranagar, Bengaluru 560038' }))).toEqual([
      ['UsrAddress', E.pinOutsideState],
    ]);
    // Without a GSTIN no PIN is needed.
    expect(register({ UsrGstin: undefined, UsrAddress: 'Pune' }).success).toBe(true);
  });

  it('refuses a legal name under 3 characters, at registration and on the profile', () => {
    expect(messagesOf(register({ UsrName: 'Om' }))).toEqual([['UsrName', E.nameTooShort]]);
    expect(messagesOf(profile({ Name: 'Om' }))).toEqual([['Name', E.nameTooShort]]);
  });

  it('checks an address sent on the profile against a GSTIN sent with it', () => {
    expect(profile({ Address: '12, MG Road, Pune 411001', Gstin: '27AAPFU0939F1ZV' }).success).toBe(true);
    expect(messagesOf(profile({ Address: '12, MG Road, Pune', Gstin: '27AAPFU0939F1ZV' }))).toEqual([
      ['Address', E.pinMissing],
    ]);
    expect(messagesOf(profile({ Address: 'x'.repeat(201) }))).toEqual([['Address', H.addressTooLong]]);
  });
});
