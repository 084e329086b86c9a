import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';
import { DomainError } from '../common/errors/domain.error.js';

// Where a refused user can buy more: the pricing list.
const UPGRADE_PATH = '/subscriptionList';

// Every refusal of the subscriptions feature that is not a plan limit.
const CATALOGUE = {
  PLAN_NOT_FOR_SALE: ['This plan cannot be bought online. Please choose another plan.', 'validation'],
  PLAN_PRICE_CHANGED: ['The price of this plan has changed. Please reload the pricing list.', 'conflict'],
  ORDER_NOT_CREATED: ['Not able to create order', 'conflict'],
  ORDER_NOT_FOUND: ['This payment order was not found.', 'not_found'],
  PAYMENT_NOT_VERIFIED: ['The payment could not be verified. Your plan was not changed.', 'validation'],
  PAYMENT_NOT_CAPTURED: [
    'The payment has not been completed. Your plan was not changed; any amount taken will be refunded by Razorpay.',
    'conflict',
  ],
  PAYMENT_AMOUNT_MISMATCH: ['The amount paid does not match the plan price. Your plan was not changed.', 'conflict'],
  PAYMENT_NOT_FOUND: ['This payment was not found at Razorpay. Your plan was not changed.', 'not_found'],
  WEBHOOK_NOT_VERIFIED: ['The webhook signature is not valid.', 'unauthorized'],
  WEBHOOK_BODY_INVALID: [
    'The webhook body is not valid: a required field is missing or has the wrong type.',
    'validation',
  ],
  RECEIPT_NOT_FOUND: ['No receipt was found for this payment.', 'not_found'],
  SANDBOX_ONLY: ['The sandbox checkout only works without Razorpay keys.', 'not_found'],
} as const satisfies ErrorCatalogue;

export class SubscriptionError extends catalogueError(CATALOGUE) {}

export type PlanLimitCode =
  'CONTRACT_LIMIT_REACHED' | 'CONTRACT_TOO_LONG' | 'ATTACHMENT_LIMIT_REACHED' | 'PDF_LIMIT_REACHED';

// A plan allowance used up: 403 with the plain reason and the upgrade link in `errors.upgrade`.
export class PlanLimitError extends DomainError {
  constructor(code: PlanLimitCode, message: string) {
    super(code, `${message} Upgrade your plan at ${UPGRADE_PATH}.`, 'forbidden', { upgrade: [UPGRADE_PATH] });
  }
}
