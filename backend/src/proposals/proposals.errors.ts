import { SELF_INVITE } from '@samvida/machines';
import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

// Every refusal of the proposals feature that is not a machine's; spec texts kept verbatim.
const CATALOGUE = {
  PROPOSAL_NOT_FOUND: ['Proposal not found.', 'not_found'],
  OWNER_ONLY: ['Only the owner of this proposal can do this.', 'forbidden'],
  INVITE_NOT_FOUND: ['This invite was not found.', 'not_found'],
  NOT_YOUR_INVITE: ['You can only remove your own invites or invites to your proposal.', 'forbidden'],
  // Accounts spec §8: the alert when fetching a proposal from an invite fails.
  PROPOSAL_FROM_INVITE_NOT_FOUND: ['Not able to fetch proposal data', 'not_found'],
  PROPOSAL_FROM_INVITE_FORBIDDEN: ['Not able to fetch proposal data', 'forbidden'],
  CANNOT_INVITE_SELF: [SELF_INVITE, 'validation'],
  INVITE_FILE_UNREADABLE: ['The file must be a CSV or XLSX file of phone numbers.', 'validation'],
  INVITE_FILE_TOO_LONG: ['The file can list at most 1000 phone numbers.', 'validation'],
  INVITE_FILE_NO_PHONE: ['No valid phone number in the file.', 'validation'],
} as const satisfies ErrorCatalogue;

export class ProposalsError extends catalogueError(CATALOGUE) {}
