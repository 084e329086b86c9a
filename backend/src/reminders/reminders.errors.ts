import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

// Every refusal of the reminder channels and the notification bell.
const CATALOGUE = {
  NO_PHONE_FOR_CHANNEL: ['Add a phone number to your profile before choosing SMS or WhatsApp.', 'validation'],
  NO_EMAIL_FOR_CHANNEL: ['Add an e-mail address to your profile before choosing e-mail.', 'validation'],
} as const satisfies ErrorCatalogue;

export class RemindersError extends catalogueError(CATALOGUE) {}
