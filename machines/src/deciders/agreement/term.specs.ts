// Agreement-stream commands on terms: adding, rewording, deleting, negotiating and accepting.
import type { z } from 'zod';
import { type AgreementTermInput } from '../../commands/agreement.commands.js';
import type { AgreementTermData } from '../../events/agreement.events.js';
import type { Party } from '../../rules/fields.js';

import { ev, fresh, probe, remarkOf, type SpecTable } from './command-spec.js';

export type ParsedTermInput = z.output<typeof AgreementTermInput>;

export const termOf = (input: ParsedTermInput, termId: string, owner: Party): AgreementTermData => ({
  termId,
  owner,
  title: input.TermTitle,
  text: input.TermTxt,
  isPaymentTerm: input.IsPaymentTerm,
  attachmentIds: input.Attachments,
});

export const TERM_SPECS = {
  AddAgreementTerm: {
    entity: 'agreement',
    probe: probe('TermAdded'),
    build: ({ state, data, by, env }) => {
      const termId = data.Id ?? env.newId();
      return fresh(state, 'term', termId) ?? [ev('TermAdded', { by, term: termOf(data, termId, by) })];
    },
  },
  AddAgreementTerms: {
    entity: 'agreement',
    probe: probe('TermAdded'),
    build: ({ data, by, env }) => data.Terms.map((t) => ev('TermAdded', { by, term: termOf(t, env.newId(), by) })),
  },
  UpdateAgreementTerm: {
    entity: 'term',
    target: (d) => d.TermId,
    probe: probe('TermEdited', (termId) => ({ termId })),
    build: (ctx) => [
      ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
      ev('TermEdited', {
        by: ctx.by,
        termId: ctx.id,
        title: ctx.data.TermTitle,
        text: ctx.data.TermTxt,
        attachmentIds: ctx.data.Attachments,
      }),
    ],
  },
  DeleteAgreementTerm: {
    entity: 'term',
    target: (d) => d.TermId,
    probe: probe('TermRemoved', (termId) => ({ termId })),
    build: ({ by, id }) => [ev('TermRemoved', { by, termId: id })],
  },
  NegotiateTerm: {
    entity: 'term',
    target: (d) => d.TermId,
    probe: probe('TermNegotiated', (termId) => ({ termId })),
    build: (ctx) => [
      ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
      ev('TermNegotiated', {
        by: ctx.by,
        termId: ctx.id,
        title: ctx.data.TermTitle,
        text: ctx.data.TermTxt,
        attachmentIds: ctx.data.Attachments,
      }),
    ],
  },
  AcceptTerm: {
    entity: 'term',
    target: (d) => d.TermId,
    probe: probe('TermAccepted', (termId) => ({ termId })),
    build: (ctx) => [...remarkOf(ctx, ctx.id, ctx.data.RemarkText), ev('TermAccepted', { by: ctx.by, termId: ctx.id })],
  },
} satisfies Partial<SpecTable>;
