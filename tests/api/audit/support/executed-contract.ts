// A contract that went the whole way, for the suites that read its history: signed by both parties,
// started, its advance part-paid, an invoice numbered by GST numbering and reconciled in a note with
// a credit note, and part of the note paid and confirmed.
import { controlClock, type SignedIn } from '../../accounts/support/accounts.js';
import type { TestApp } from '../../../setup/test-app.js';
import { signByBoth } from '../../signatures/support/signing.js';
import { activeContract, creditedInvoice, ok, type ActiveContract } from '../../invoices/support/contracts.js';

/** The buyer pays ₹50.00 of the advance and ₹10.00 of the note, which the seller confirms. */
export async function executedContract(
  app: TestApp,
  { seller, buyer }: { seller: SignedIn; buyer: SignedIn },
): Promise<ActiveContract> {
  const clock = controlClock(app);
  const contract = await activeContract(app, seller, buyer, {
    sign: (agreementId) => signByBoth(app, { buyer, seller, clock }, agreementId),
  });
  const advance = await ok<{ id: string }>(
    app,
    buyer,
    'GET',
    `/api/Business/AdvancePayment?agreementId=${contract.agreementId}`,
  );
  await ok(app, buyer, 'POST', '/api/Business/MakePayment', {
    NotePaymentId: advance.data.id,
    PaidAmount: '50.00',
    PaymentNote: 'Advance by UPI',
  });
  const card = await creditedInvoice(app, { seller, buyer }, contract, [
    { AgItemId: contract.laptopId, QuantityDelivered: 2, Rate: '100.00' },
  ]);
  const paid = await ok<{ id: string }>(app, buyer, 'POST', '/api/Business/MakePayment', {
    NotePaymentId: card.txnNote!.notePayment!.id,
    PaidAmount: '10.00',
    PaymentNote: 'First part by UPI',
  });
  await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: paid.data.id });
  return contract;
}
