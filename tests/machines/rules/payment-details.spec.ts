// Where a buyer pays a seller: the profile's bank account, IFSC and UPI id, checked with plain
// messages, and the UPI payment link (NPCI's upi://pay) an invoice's QR code carries.
import { describe, expect, it } from '@jest/globals';
import { PAYMENT_DETAIL_MESSAGES as PAY, ProfileForm, upiPaymentUri } from '@samvida/machines';

const profile = { Name: 'Asha Verma', Email: 'asha@example.in', UserTermAccepted: true };
const messagesOf = (fields: Record<string, unknown>) =>
  ProfileForm.safeParse({ ...profile, ...fields }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('payment details on the profile', () => {
  it('takes a bank account with its IFSC and a UPI id, written the standard way', () => {
    const parsed = ProfileForm.parse({
      ...profile,
      BankName: 'State Bank of India',
      BankAccountNumber: ' 0000 1234 5678 90 ',
      BankIfsc: 'sbin0001234',
      UpiId: 'asha.traders@okaxis',
    });
    expect(parsed).toMatchObject({
      BankName: 'State Bank of India',
      BankAccountNumber: '00001234567890',
      BankIfsc: 'SBIN0001234',
      UpiId: 'asha.traders@okaxis',
    });
  });

  it('refuses a malformed IFSC, account number or UPI id with a plain message', () => {
    const account = { BankAccountNumber: '00001234567890' };
    expect(messagesOf({ ...account, BankIfsc: 'SBIN1001234' })).toEqual([['BankIfsc', PAY.ifscInvalid]]);
    expect(messagesOf({ ...account, BankIfsc: 'SBIN000123' })).toEqual([['BankIfsc', PAY.ifscInvalid]]);
    expect(messagesOf({ BankAccountNumber: '12345678', BankIfsc: 'SBIN0001234' })).toEqual([
      ['BankAccountNumber', PAY.accountInvalid],
    ]);
    expect(messagesOf({ BankAccountNumber: '1234-5678-90', BankIfsc: 'SBIN0001234' })).toEqual([
      ['BankAccountNumber', PAY.accountInvalid],
    ]);
    for (const UpiId of ['asha', 'asha@', '@okaxis', 'asha@ok axis', 'asha@1bank', `${'a'.repeat(101)}@okaxis`])
      expect(messagesOf({ UpiId })).toEqual([['UpiId', PAY.upiIdInvalid]]);
    expect(messagesOf({ BankName: 'Bank <script>' })).toEqual([['BankName', PAY.bankNameInvalid]]);
  });

  it('wants the account number and the IFSC together; blank clears, absent keeps', () => {
    expect(messagesOf({ BankAccountNumber: '00001234567890' })).toEqual([['BankIfsc', PAY.accountIncomplete]]);
    expect(messagesOf({ BankAccountNumber: '', BankIfsc: 'SBIN0001234' })).toEqual([
      ['BankIfsc', PAY.accountIncomplete],
    ]);
    expect(ProfileForm.parse({ ...profile, BankAccountNumber: '', BankIfsc: '', UpiId: '' })).toMatchObject({
      BankAccountNumber: '',
      BankIfsc: '',
      UpiId: '',
    });
    expect(ProfileForm.parse(profile)).not.toHaveProperty('UpiId');
  });
});

describe('the UPI payment link', () => {
  it('asks for the amount to the paisa, in rupees, noting the invoice number, every value encoded', () => {
    const uri = upiPaymentUri({
      upiId: 'asha.traders@okaxis',
      payeeName: 'Asha & Sons',
      amount: '1180.5',
      note: 'SV/26-27/000042',
    });
    expect(uri).toBe('upi://pay?pa=asha.traders@okaxis&pn=Asha%20%26%20Sons&am=1180.50&cu=INR&tn=SV%2F26-27%2F000042');
    const query = new URL(uri).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      pa: 'asha.traders@okaxis',
      pn: 'Asha & Sons',
      am: '1180.50',
      cu: 'INR',
      tn: 'SV/26-27/000042',
    });
  });
});
