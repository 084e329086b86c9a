// A draft transaction note as it would read once saved: the buyer's form is decided and folded
// exactly as the server decides and folds its save, so every figure on the form is the server's.
import { AgreementCommand, type AgreementCommandInput } from '../commands/agreement.commands.js';
import { decideAgreement } from './agreement.decider.js';
import { evolveAgreement, type AgreementState } from './agreement.state.js';
import type { Actor, DecideEnv } from './decision.js';
import { txnNoteView, type TxnNoteView } from './execution.views.js';

/** What the draft note's form holds: the penalty, the remark, and each line's defects and buyer rate by line id. */
export interface NoteDraft {
  penaltyPercent: string;
  remark: string;
  lines: Record<string, { defectedCount: string; rate: string }>;
}

/** The note with the draft applied, and why a field would be refused (`note` for the penalty and remark, else the line id). */
export interface NotePreview {
  note: TxnNoteView;
  problems: Record<string, string>;
}

// Saving a note neither reads the clock nor makes ids (no remark is posted with it).
const SAVE_ENV: DecideEnv = {
  now: '1970-01-01T00:00:00.000Z',
  newId: () => {
    throw new Error('a note save makes no ids');
  },
};

/** The draft note `noteId` of `state` after `actor` saved `draft`: what UpdateTxnNote and UpdateTxnNoteItem would make of it. */
export function previewTxnNote(state: AgreementState, noteId: string, actor: Actor, draft: NoteDraft): NotePreview {
  const AgreementId = state.agreement!.context.agreementId;
  const saves: [string, AgreementCommandInput][] = [
    [
      'note',
      {
        type: 'UpdateTxnNote',
        data: { AgreementId, Id: noteId, PanalityPercent: draft.penaltyPercent, NoteRemark: draft.remark },
      },
    ],
    ...Object.entries(draft.lines).map(([Id, line]): [string, AgreementCommandInput] => [
      Id,
      {
        type: 'UpdateTxnNoteItem',
        data: { AgreementId, Id, DefectedCount: line.defectedCount, Rate: line.rate },
      },
    ]),
  ];
  const problems: Record<string, string> = {};
  let saved = state;
  for (const [field, command] of saves) {
    // The field's own rule first: its message reads plainly, without the payload's field names.
    const parsed = AgreementCommand.safeParse(command);
    if (!parsed.success) {
      problems[field] = parsed.error.issues[0]!.message;
      continue;
    }
    const decision = decideAgreement(saved, command, actor, SAVE_ENV);
    if (decision.ok) saved = decision.events.reduce(evolveAgreement, saved);
    else problems[field] = decision.reason;
  }
  return { note: txnNoteView(saved, noteId), problems };
}
