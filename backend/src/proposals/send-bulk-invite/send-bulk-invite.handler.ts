import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_MESSAGES, type Actor } from '@samvida/machines';
import { DomainError } from '../../common/errors/domain.error.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { toIndianMobile } from '../../common/indian-mobile.js';
import { InviteeSellers } from '../invitee-sellers.js';
import { ProposalAccess } from '../proposal-access.js';
import {
  commandView,
  ProposalStream,
  type ProposalCommandResult,
  type ProposalCommandView,
} from '../proposal-stream.js';
import { ProposalsError } from '../proposals.errors.js';
import { readInviteeFile, type FileRow } from './invitee-file.reader.js';
import { SendBulkInviteCommand } from './send-bulk-invite.command.js';
import type { SendBulkInviteRequest } from './send-bulk-invite.request.js';

export type BulkRowResult = 'sent' | 'invalid' | 'duplicate';

// What happened to one row of the file.
export interface BulkInviteRow {
  row: number;
  value: string;
  phoneNumber: string | null;
  result: BulkRowResult;
  message: string;
}

// The RFQ after the decision (or just its id when nothing was new), and every row's outcome.
export type BulkInviteReport = (ProposalCommandView | { id: string }) & { sent: number; rows: BulkInviteRow[] };

const REPEATED = 'Repeated in the file.';
const ALREADY_INVITED = 'Already invited to this proposal.';
const SENT = 'Invite sent.';

// A valid number first seen on this row; the decision tells whether it was new to the RFQ.
interface Candidate {
  row: number;
  value: string;
  phoneNumber: string;
  result: 'candidate';
  sellerId: string | null;
}

type Classified = BulkInviteRow | Candidate;

// SendBulkInvite: reads the caller's uploaded CSV or XLSX of phone numbers, invites every valid new
// number in one decision and reports each row: sent, invalid number, or duplicate (repeated in the
// file or already invited).
@CommandHandler(SendBulkInviteCommand)
export class SendBulkInviteHandler implements ICommandHandler<SendBulkInviteCommand> {
  constructor(
    private readonly access: ProposalAccess,
    private readonly uploads: UploadsService,
    private readonly sellers: InviteeSellers,
    private readonly stream: ProposalStream,
  ) {}

  async execute({ actor, request, commandId: idempotencyKey }: SendBulkInviteCommand): Promise<BulkInviteReport> {
    await this.access.own(request.ProposalId, actor.userId);
    const file = await this.uploads.read(request.UploadedFileLink, actor.userId);
    const rows = await this.classify(await readInviteeFile(file.bytes, file.mimeType), actor);
    const candidates = rows.filter((row): row is Candidate => row.result === 'candidate');
    if (candidates.length === 0) {
      const errors = rows.flatMap((row) => (row.result === 'candidate' ? [] : [[`row ${row.row}`, [row.message]]]));
      throw new ProposalsError('INVITE_FILE_NO_PHONE', Object.fromEntries(errors));
    }
    const result = await this.inviteAll(request, candidates, actor, idempotencyKey);
    const invited = new Set(
      result?.events.flatMap((event) => (event.type === 'SellerInvited' ? [event.data.phoneNumber] : [])) ?? [],
    );
    const report = rows.map((row): BulkInviteRow => {
      if (row.result !== 'candidate') return row;
      const { sellerId: _sellerId, ...rest } = row;
      return invited.has(row.phoneNumber)
        ? { ...rest, result: 'sent', message: SENT }
        : { ...rest, result: 'duplicate', message: ALREADY_INVITED };
    });
    return {
      ...(result ? commandView(request.ProposalId, result) : { id: request.ProposalId }),
      sent: report.filter((row) => row.result === 'sent').length,
      rows: report,
    };
  }

  private async classify(rows: FileRow[], actor: Actor): Promise<Classified[]> {
    const seen = new Set<string>();
    const classified: Classified[] = [];
    for (const { row, value } of rows) {
      const phoneNumber = toIndianMobile(value) ?? null;
      if (!phoneNumber) {
        classified.push({ row, value, phoneNumber, result: 'invalid', message: ACCOUNT_MESSAGES.phoneInvalid });
      } else if (seen.has(phoneNumber)) {
        classified.push({ row, value, phoneNumber, result: 'duplicate', message: REPEATED });
      } else {
        seen.add(phoneNumber);
        classified.push(await this.candidate(row, value, phoneNumber, actor));
      }
    }
    return classified;
  }

  private async candidate(row: number, value: string, phoneNumber: string, actor: Actor): Promise<Classified> {
    try {
      const sellerId = await this.sellers.sellerOf(phoneNumber, actor);
      return { row, value, phoneNumber, result: 'candidate', sellerId };
    } catch (error) {
      if (!(error instanceof ProposalsError)) throw error;
      return { row, value, phoneNumber, result: 'invalid', message: error.message };
    }
  }

  // Every number already invited is the machine's ALREADY_EXISTS: a report, not a failure.
  private async inviteAll(
    request: SendBulkInviteRequest,
    candidates: Candidate[],
    actor: Actor,
    idempotencyKey?: string,
  ): Promise<ProposalCommandResult | undefined> {
    const Invitees = candidates.map((row) => ({ PhoneNumber: row.phoneNumber, SellerId: row.sellerId }));
    try {
      return await this.stream.asOwner(
        { type: 'SendBulkInvite', data: { ...request, Invitees } },
        actor,
        idempotencyKey,
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ALREADY_EXISTS') return undefined;
      throw error;
    }
  }
}
