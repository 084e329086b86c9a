// Given events / when command / then events or refusal, for the proposal (RFQ) stream.
import { describe, expect, it } from '@jest/globals';
import {
  availableActions,
  decideAgreement,
  decideProposal,
  draftAgreementFromResponse,
  evolveAgreement,
  initialAgreementState,
  initialProposalState,
  pendingInviteOf,
  type ProposalCommandInput,
  type ProposalState,
} from '@samvida/machines';
import {
  BUYER,
  PROPOSAL_ID,
  SELLER,
  STRANGER,
  SYSTEM,
  actProposal,
  expectRefused,
  foldProposal,
  testEnv,
  uuid,
} from '../support/fixtures.js';

const P = { ProposalId: PROPOSAL_ID };
const ITEM = uuid(60);
const TERM = uuid(61);
const decide = (state: ProposalState, command: Parameters<typeof decideProposal>[1], actor = BUYER) =>
  decideProposal(state, command, actor, testEnv());

function draftRfq(inviteOnly = true): ProposalState {
  let state = actProposal(
    initialProposalState,
    {
      type: 'SaveRFQ',
      data: {
        Id: PROPOSAL_ID,
        Title: 'Laptops',
        ProposalLdPercent: 1,
        ProposalLdAppliedAfterDays: 3,
        InviteOnly: inviteOnly,
      },
    },
    BUYER,
  );
  state = actProposal(
    state,
    {
      type: 'AddRFQItem',
      data: { ...P, Id: ITEM, ItemTitle: 'Laptop', ItemHsnCsnUin: '8471', ItemQuantity: 5, Unit: 1 },
    },
    BUYER,
  );
  return actProposal(
    state,
    { type: 'AddRFQTerm', data: { ...P, Id: TERM, TermTitle: 'Delivery', TermTxt: 'At site' } },
    BUYER,
  );
}
const activeRfq = (inviteOnly = true) => actProposal(draftRfq(inviteOnly), { type: 'StartRFQ', data: P }, BUYER);
const apply = (Amount: unknown = 1000): Extract<ProposalCommandInput, { type: 'ApplyForProposal' }> => ({
  type: 'ApplyForProposal',
  data: {
    ...P,
    Advance: 10,
    SellerRates: [{ ItemId: ITEM, Amount, ItemTax: 18, CompletionDays: 15, Currency: 'INR', SellingUnit: 1 }],
  },
});
const commands = (state: ProposalState, actor = BUYER) => availableActions(state, actor).proposal.map((a) => a.command);

describe('drafting an RFQ', () => {
  it('creates the proposal with the spec defaults and lets the owner fill it', () => {
    const events = decide(initialProposalState, { type: 'SaveRFQ', data: {} });
    expect(events).toEqual({
      ok: true,
      events: [
        {
          type: 'ProposalDrafted',
          data: {
            userId: BUYER.userId,
            proposalId: uuid(1000),
            details: {
              title: '',
              description: '',
              completionDays: 30,
              ldPercent: '0',
              ldDays: 0,
              inviteOnly: true,
              endDate: null,
              noticePeriodDays: null,
            },
          },
        },
      ],
    });
    const state = draftRfq();
    expect(state.proposal).toMatchObject({
      status: 'Draft',
      context: { ownerId: BUYER.userId, items: [{ title: 'Laptop' }], terms: [{ title: 'Delivery' }] },
    });
    expect(commands(state)).toEqual([
      'SaveRFQ',
      'AddRFQItem',
      'DeleteRFQItem',
      'AddRFQTerm',
      'DeleteRFQTerm',
      'StartRFQ',
      'SendInvite',
      'SendBulkInvite',
    ]);
    expect(commands(state, SELLER)).toEqual([]);
  });

  it('edits and trims the draft for the owner only', () => {
    let state = actProposal(
      draftRfq(),
      { type: 'SaveRFQ', data: { Id: PROPOSAL_ID, Title: 'Laptops (14")', InviteOnly: false } },
      BUYER,
    );
    expect(state.proposal!.context.details).toMatchObject({ title: 'Laptops (14")', inviteOnly: false });
    expectRefused(decide(state, { type: 'SaveRFQ', data: { Id: PROPOSAL_ID } }, SELLER), 'NOT_ALLOWED');
    expectRefused(decide(state, { type: 'SaveRFQ', data: { Id: uuid(5) } }), 'NOT_FOUND');
    state = actProposal(state, { type: 'DeleteRFQTerm', data: { ...P, TermId: TERM } }, BUYER);
    state = actProposal(state, { type: 'DeleteRFQItem', data: { ...P, ItemId: ITEM } }, BUYER);
    expect(state.proposal!.context).toMatchObject({ items: [], terms: [] });
    expectRefused(decide(state, { type: 'DeleteRFQItem', data: { ...P, ItemId: ITEM } }), 'NOT_FOUND');
    expectRefused(decide(state, { type: 'DeleteRFQTerm', data: { ...P, TermId: TERM } }), 'NOT_FOUND');
    // Publishing needs at least one item.
    expectRefused(decide(state, { type: 'StartRFQ', data: P }), 'NOT_ALLOWED');
  });

  it('refuses a duplicate id, an incomplete term, a timer drafting and a missing proposal', () => {
    const state = draftRfq();
    expectRefused(
      decide(state, { type: 'AddRFQItem', data: { ...P, Id: ITEM, ItemTitle: 'Xyz', ItemQuantity: 1, Unit: 1 } }),
      'ALREADY_EXISTS',
    );
    expectRefused(
      decide(state, { type: 'AddRFQTerm', data: { ...P, Id: TERM, TermTitle: 'X', TermTxt: 'Y' } }),
      'ALREADY_EXISTS',
    );
    expect(decide(state, { type: 'AddRFQTerm', data: { ...P, TermTitle: ' ', TermTxt: 'Y' } })).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'TermTitle: Term title is required.',
    });
    expectRefused(decide(initialProposalState, { type: 'SaveRFQ', data: {} }, SYSTEM), 'NOT_A_PARTY');
    expectRefused(decide(initialProposalState, { type: 'StartRFQ', data: P }), 'NOT_FOUND');
  });
});

describe('an active RFQ', () => {
  it('shows Close Proposal and invite tools to the owner and Apply to others', () => {
    const state = activeRfq();
    expect(commands(state)).toEqual(['CloseProposal', 'SendInvite', 'SendBulkInvite']);
    expect(commands(activeRfq(false), SELLER)).toEqual(['ApplyForProposal']);
    // Invite-only: an uninvited seller may not apply.
    expect(commands(state, SELLER)).toEqual([]);
  });

  it("refuses an owner's invitation of their own account", () => {
    const own = decide(activeRfq(), {
      type: 'SendInvite',
      data: { ...P, PhoneNumber: BUYER.phoneNumber!, SellerId: BUYER.userId },
    });
    expect(own).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'You cannot invite yourself to your own proposal.',
    });
  });

  it('invites by phone once per number', () => {
    let state = actProposal(
      activeRfq(),
      { type: 'SendInvite', data: { ...P, PhoneNumber: SELLER.phoneNumber! } },
      BUYER,
      testEnv(100),
    );
    expect(state.invites[uuid(100)]).toEqual({
      status: 'Pending',
      context: { inviteId: uuid(100), phoneNumber: SELLER.phoneNumber, sellerId: null, invited: true },
    });
    expectRefused(
      decide(state, { type: 'SendInvite', data: { ...P, PhoneNumber: SELLER.phoneNumber! } }),
      'ALREADY_EXISTS',
    );
    expectRefused(
      decide(state, { type: 'SendInvite', data: { ...P, PhoneNumber: '+919000000001' } }, SELLER),
      'NOT_ALLOWED',
    );
    const bulk = { ...P, UploadedFileLink: 'https://files/x.csv' };
    const invitees = [
      { PhoneNumber: SELLER.phoneNumber! },
      { PhoneNumber: '+919000000001' },
      { PhoneNumber: '+919000000001' },
    ];
    state = actProposal(state, { type: 'SendBulkInvite', data: { ...bulk, Invitees: invitees } }, BUYER, testEnv(200));
    expect(Object.values(state.invites).map((i) => i.context.phoneNumber)).toEqual([
      SELLER.phoneNumber,
      '+919000000001',
    ]);
  });

  it('takes one application from an invited seller and marks the invite Active', () => {
    let state = actProposal(
      activeRfq(),
      { type: 'SendInvite', data: { ...P, PhoneNumber: SELLER.phoneNumber! } },
      BUYER,
      testEnv(100),
    );
    expect(pendingInviteOf(state, SELLER)?.inviteId).toBe(uuid(100));
    // The invite went to the seller's phone before it named an account, so it may also attach.
    expect(availableActions(state, SELLER)).toEqual({
      proposal: [{ command: 'ApplyForProposal' }],
      invites: { [uuid(100)]: [{ command: 'DeclineInvite' }, { command: 'AttachInvite' }] },
    });
    const decision = decideProposal(state, apply(), SELLER, testEnv(300));
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: 'ProposalResponded',
          data: {
            userId: SELLER.userId,
            phoneNumber: SELLER.phoneNumber,
            responseId: uuid(300),
            inviteId: uuid(100),
            invited: true,
            agreementId: uuid(301),
            advancePercent: '10',
            rates: [
              { itemId: ITEM, rate: '1000.00', taxPercent: '18', completionDays: 15, currency: 'INR', unit: '1' },
            ],
          },
        },
      ],
    });
    state = foldProposal(decision.ok ? decision.events : [], state);
    expect(state.invites[uuid(100)]!.status).toBe('Active');
    expect(state.responses).toHaveLength(1);
    expectRefused(decide(state, apply(), SELLER), 'NOT_ALLOWED');
    expectRefused(decide(state, apply(), BUYER), 'NOT_ALLOWED');
  });

  it('records an auto-accepted invite for an uninvited seller of an open RFQ', () => {
    const state = actProposal(activeRfq(false), apply(), SELLER, testEnv(400));
    expect(state.invites[uuid(401)]).toEqual({
      status: 'Auto-accepted',
      context: { inviteId: uuid(401), phoneNumber: SELLER.phoneNumber, sellerId: SELLER.userId, invited: false },
    });
    // An invite-only RFQ is unknown to a stranger (issue 11: ids do not leak).
    expectRefused(decide(activeRfq(), apply(), STRANGER), 'NOT_FOUND');
  });

  it('validates the application with the spec messages', () => {
    const state = activeRfq(false);
    expect(decide(state, apply(0), SELLER)).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'SellerRates: You need to provide rate for atleast 1 item',
    });
    expect(decide(state, { type: 'ApplyForProposal', data: { ...apply().data, Advance: '' } }, SELLER)).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'Advance: Advance is required. It can be 0.',
    });
    const foreign = { ...apply().data, SellerRates: [{ ...apply().data.SellerRates[0], ItemId: uuid(9) }] };
    expectRefused(decide(state, { type: 'ApplyForProposal', data: foreign }, SELLER), 'INVALID_COMMAND');
  });

  it('invites in a draft too, and lets the owner withdraw a pending invite and invite the phone again', () => {
    let state = actProposal(
      draftRfq(),
      { type: 'SendInvite', data: { ...P, PhoneNumber: SELLER.phoneNumber! } },
      BUYER,
      testEnv(100),
    );
    const withdraw = { type: 'WithdrawInvite', data: { ...P, InviteId: uuid(100) } } as const;
    expectRefused(decide(state, withdraw, SELLER), 'NOT_ALLOWED');
    expectRefused(decide(state, { ...withdraw, data: { ...P, InviteId: uuid(7) } }), 'NOT_FOUND');
    expect(decide(state, withdraw)).toEqual({
      ok: true,
      events: [{ type: 'InviteWithdrawn', data: { userId: BUYER.userId, inviteId: uuid(100), sellerId: null } }],
    });
    state = actProposal(state, withdraw, BUYER);
    expect(state.invites[uuid(100)]!.status).toBe('Withdrawn');
    expectRefused(decide(state, withdraw), 'NOT_ALLOWED');
    state = actProposal(
      state,
      { type: 'SendInvite', data: { ...P, PhoneNumber: SELLER.phoneNumber! } },
      BUYER,
      testEnv(200),
    );
    expect(state.invites[uuid(200)]!.status).toBe('Pending');
    // Published, an answered invite can no longer be withdrawn.
    state = actProposal(state, { type: 'StartRFQ', data: P }, BUYER);
    state = actProposal(state, apply(), SELLER, testEnv(300));
    expectRefused(decide(state, { ...withdraw, data: { ...P, InviteId: uuid(200) } }), 'NOT_ALLOWED');
  });

  it('attaches an invite to the account that verified its phone, whatever the proposal status', () => {
    let state = actProposal(
      activeRfq(),
      { type: 'SendInvite', data: { ...P, PhoneNumber: SELLER.phoneNumber! } },
      BUYER,
      testEnv(100),
    );
    state = actProposal(state, { type: 'CloseProposal', data: P }, BUYER);
    const attach = { type: 'AttachInvite', data: { ...P, InviteId: uuid(100) } } as const;
    const newcomer = { userId: 'user-newcomer', phoneNumber: SELLER.phoneNumber! };
    expectRefused(decide(state, attach, { userId: 'user-newcomer' }), 'NOT_ALLOWED');
    expectRefused(decide(state, attach, { userId: 'user-newcomer', phoneNumber: '+919000000001' }), 'NOT_ALLOWED');
    expect(decide(state, attach, newcomer)).toEqual({
      ok: true,
      events: [
        {
          type: 'InviteAttached',
          data: { userId: 'user-newcomer', inviteId: uuid(100), phoneNumber: SELLER.phoneNumber },
        },
      ],
    });
    state = actProposal(state, attach, newcomer);
    expect(state.invites[uuid(100)]!.context.sellerId).toBe('user-newcomer');
    expectRefused(decide(state, attach, newcomer), 'NOT_ALLOWED');
  });

  it('lets the invitee decline, and nobody else', () => {
    const state = actProposal(
      activeRfq(),
      { type: 'SendInvite', data: { ...P, PhoneNumber: SELLER.phoneNumber! } },
      BUYER,
      testEnv(100),
    );
    const decline = { type: 'DeclineInvite', data: { ...P, InviteId: uuid(100) } } as const;
    expectRefused(decide(state, decline, STRANGER), 'NOT_ALLOWED');
    expectRefused(decide(state, { ...decline, data: { ...P, InviteId: uuid(7) } }, SELLER), 'NOT_FOUND');
    expect(actProposal(state, decline, SELLER).invites[uuid(100)]!.status).toBe('Rejected');
  });

  it('closes and completes for the owner, and expires for the system', () => {
    let state = actProposal(activeRfq(), { type: 'CloseProposal', data: P }, BUYER);
    expect(commands(state)).toEqual(['CompleteProposal']);
    expectRefused(decide(state, { type: 'CompleteProposal', data: P }, SELLER), 'NOT_ALLOWED');
    state = actProposal(state, { type: 'CompleteProposal', data: P }, BUYER);
    expect(state.proposal!.status).toBe('Completed');
    expect(commands(state)).toEqual([]);
    expectRefused(decide(activeRfq(), { type: 'ExpireProposal', data: P }, BUYER), 'NOT_ALLOWED');
    expect(actProposal(activeRfq(), { type: 'ExpireProposal', data: P }, SYSTEM).proposal!.status).toBe('Expired');
  });
});

describe('from an application to a draft agreement', () => {
  it('drafts the seller’s agreement with the RFQ’s items at the seller’s rates and its terms as buyer terms', () => {
    const state = actProposal(activeRfq(false), apply(), SELLER, testEnv(400));
    const command = draftAgreementFromResponse(state.proposal!.context, state.responses[0]!);
    const decision = decideAgreement(initialAgreementState, command, SELLER, testEnv(500));
    if (!decision.ok) throw new Error(decision.reason);
    const agreement = decision.events.reduce(evolveAgreement, initialAgreementState);
    expect(agreement.agreement!.context).toMatchObject({
      agreementId: uuid(402),
      creatorRole: 'seller',
      buyerId: BUYER.userId,
      sellerId: SELLER.userId,
      sourceProposalId: PROPOSAL_ID,
      generalTerms: { ldPercent: '1', ldDays: 3, advancePercent: '10', durationDays: 30 },
    });
    expect(Object.values(agreement.items).map((i) => i.context)).toEqual([
      expect.objectContaining({
        title: 'Laptop',
        quantity: '5',
        sellerRate: '1000.00',
        sellerCompletionDays: 15,
        buyerRate: null,
      }),
    ]);
    expect(Object.values(agreement.terms).map((t) => [t.context.title, t.context.owner])).toEqual([
      ['Delivery', 'buyer'],
    ]);
  });

  it('skips a response rate whose item left the RFQ', () => {
    const state = actProposal(activeRfq(false), apply(), SELLER, testEnv(400));
    const response = { ...state.responses[0]!, rates: [{ ...state.responses[0]!.rates[0]!, itemId: uuid(9) }] };
    expect(draftAgreementFromResponse(state.proposal!.context, response).data.Items).toEqual([]);
  });
});

describe('availableProposalActions and decideProposal agree', () => {
  const sample = (type: string, inviteId: string) =>
    ({
      SaveRFQ: { type, data: { Id: PROPOSAL_ID, Title: 'Edited' } },
      AddRFQItem: { type, data: { ...P, ItemTitle: 'Mouse', ItemQuantity: 1, Unit: 1 } },
      DeleteRFQItem: { type, data: { ...P, ItemId: ITEM } },
      AddRFQTerm: { type, data: { ...P, TermTitle: 'Packing', TermTxt: 'Boxed' } },
      DeleteRFQTerm: { type, data: { ...P, TermId: TERM } },
      StartRFQ: { type, data: P },
      CloseProposal: { type, data: P },
      CompleteProposal: { type, data: P },
      ExpireProposal: { type, data: P },
      SendInvite: { type, data: { ...P, PhoneNumber: '+919000000009' } },
      SendBulkInvite: { type, data: { ...P, UploadedFileLink: 'f', Invitees: [{ PhoneNumber: '+919000000008' }] } },
      DeclineInvite: { type, data: { ...P, InviteId: inviteId } },
      AttachInvite: { type, data: { ...P, InviteId: inviteId } },
      WithdrawInvite: { type, data: { ...P, InviteId: inviteId } },
      ApplyForProposal: apply(),
    })[type] as Parameters<typeof decideProposal>[1];
  const TYPES = [
    'SaveRFQ',
    'AddRFQItem',
    'DeleteRFQItem',
    'AddRFQTerm',
    'DeleteRFQTerm',
    'StartRFQ',
    'CloseProposal',
    'CompleteProposal',
    'ExpireProposal',
    'SendInvite',
    'SendBulkInvite',
    'DeclineInvite',
    'AttachInvite',
    'WithdrawInvite',
    'ApplyForProposal',
  ];
  const INVITE_COMMANDS = ['DeclineInvite', 'AttachInvite', 'WithdrawInvite'];
  const withInvite = (s: ProposalState) =>
    actProposal(s, { type: 'SendInvite', data: { ...P, PhoneNumber: SELLER.phoneNumber! } }, BUYER, testEnv(100));
  const states: [string, ProposalState][] = [
    ['Draft', draftRfq()],
    ['Draft with an invite', withInvite(draftRfq())],
    ['Active invite-only', withInvite(activeRfq())],
    ['Active open', activeRfq(false)],
    ['Closed', actProposal(withInvite(activeRfq()), { type: 'CloseProposal', data: P }, BUYER)],
    ['Expired', actProposal(activeRfq(), { type: 'ExpireProposal', data: P }, SYSTEM)],
  ];

  it.each(states)('in a %s proposal', (_name, state) => {
    for (const actor of [BUYER, SELLER, STRANGER, SYSTEM]) {
      const offered = availableActions(state, actor);
      for (const type of TYPES) {
        const inviteId = Object.keys(state.invites)[0] ?? uuid(100);
        const list = INVITE_COMMANDS.includes(type) ? (offered.invites[inviteId] ?? []) : offered.proposal;
        const isOffered = list.some((a) => a.command === type);
        const decision = decideProposal(state, sample(type, inviteId), actor, testEnv());
        expect([actor.userId, type, decision.ok]).toEqual([actor.userId, type, isOffered]);
      }
    }
  });
});
