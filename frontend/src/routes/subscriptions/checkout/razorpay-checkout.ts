import type { CheckoutSuccess, PaymentOrder } from '../api/payment';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
// The checkout's theme colour (spec §9: an orange hex value).
export const CHECKOUT_COLOR = '#F37254';

export interface CheckoutCallbacks {
  onSuccess: (result: CheckoutSuccess) => void;
  onFailure: (description: string) => void;
  onDismiss: () => void;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let script: Promise<RazorpayConstructor> | undefined;

// Loads Razorpay's checkout script once; rejects when it cannot be loaded.
function loadRazorpay(): Promise<RazorpayConstructor> {
  script ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = SCRIPT_URL;
    element.onload = () => resolve((window as unknown as { Razorpay: RazorpayConstructor }).Razorpay);
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new Error('checkout script failed to load'));
    };
    document.body.append(element);
  });
  return script;
}

// Opens Razorpay's own checkout for an order; rejects when the checkout cannot be loaded.
export async function openRazorpayCheckout(order: PaymentOrder, callbacks: CheckoutCallbacks): Promise<void> {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.razorKey,
    amount: order.amount,
    currency: order.currency,
    name: order.companyName,
    description: order.description,
    order_id: order.orderId,
    prefill: { name: order.clientName, email: order.clientEmail ?? '', contact: order.clientPhoneNumber ?? '' },
    theme: { color: CHECKOUT_COLOR },
    handler: callbacks.onSuccess,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on('payment.failed', ({ error }) => callbacks.onFailure(error.description ?? 'The payment failed.'));
  checkout.open();
}
