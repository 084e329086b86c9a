// Issue 11, point 10: a socket is disconnected when its access token expires or its sign-in ends,
// and a user whose access was withdrawn hears nothing more of the stream.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { streamName } from '@samvida/machines';
import type { Socket } from 'socket.io';
import { AccessTokenService, ACCESS_TOKEN_TTL_SECONDS } from '../../backend/src/common/auth/access-token.service.js';
import { RealtimeGateway } from '../../backend/src/realtime/realtime.gateway.js';
import { call, createTestApp, type TestApp } from '../setup/test-app.js';
import { registerVerified } from '../api/accounts/support/accounts.js';
import { parties, type SignedIn } from '../api/agreements/support/agreements.js';
import { publishRfq } from '../api/agreements/support/rfq.js';
import { sql } from '../api/uploads/support/uploads.js';
import { connect, type LiveClient } from './support/live.js';

/** Resolves with the server's message when it refuses the session, or rejects after `ms`. */
const refusal = (client: LiveClient, ms: number) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    client.socket.once('session.refused', ({ message }: { message: string }) => {
      clearTimeout(timer);
      resolve(message);
    });
  });

describe('sockets follow the session and the access', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  it('disconnects a socket when its access token expires', async () => {
    const [{ family_id: sessionId }] = await sql<{ family_id: string }>(
      app.db.url,
      'select family_id from refresh_tokens where user_id = $1 limit 1',
      [buyer.userId],
    );
    // A token issued almost 15 minutes ago: it expires in about two seconds.
    const issuedAt = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS - 2) * 1000);
    const token = await app.app.get(AccessTokenService).issue(buyer.userId, sessionId, issuedAt);
    const client = await connect(app.baseUrl, token);
    expect(await refusal(client, 5000)).toBe('Your session has expired. Please sign in again.');
    expect(client.socket.connected).toBe(false);
  });

  it('disconnects a socket within seconds of logout', async () => {
    const user = await registerVerified(app.baseUrl);
    const client = await connect(app.baseUrl, user.token);
    await call(app.baseUrl, 'POST', '/api/Auth/Logout', { body: { RefreshToken: user.refreshToken } });
    expect(await refusal(client, 5000)).toBe('Your session has ended. Please sign in again.');
  });

  it('refuses a socket whose sign-in already ended', async () => {
    const user = await registerVerified(app.baseUrl);
    await call(app.baseUrl, 'POST', '/api/Auth/Logout', { body: { RefreshToken: user.refreshToken } });
    await expect(connect(app.baseUrl, user.token)).rejects.toThrow(/sign in again/);
  });

  it('stops pushing a proposal to an invitee whose invite was withdrawn', async () => {
    const rfq = await publishRfq(app.baseUrl, buyer, seller.phone);
    const sellerSocket = await connect(app.baseUrl, seller.token);
    try {
      expect(await sellerSocket.join(`proposal:${rfq.proposalId}`)).toEqual({ ok: true });
      const invites = await call<{ id: string; raisedForUser?: { usrId?: string } }[]>(
        app.baseUrl,
        'GET',
        `/api/Business/GetAllInvitesOfProposal?proposalId=${rfq.proposalId}&termType=Buyer`,
        { token: buyer.token },
      );
      const inviteId = invites.body.data![0]!.id;
      const withdrawn = await call(app.baseUrl, 'DELETE', `/api/Business/DeleteInvite?inviteId=${inviteId}`, {
        token: buyer.token,
      });
      expect(withdrawn.status).toBe(200);
      const invitedAgain = await call<{ inviteId: string }>(app.baseUrl, 'POST', '/api/Business/SendInvite', {
        token: buyer.token,
        body: { ProposalId: rfq.proposalId, PhoneNumber: '+919812345678' },
      });
      expect(invitedAgain.status).toBe(201);
      // The buyer's own socket hears the later change, so it has been pushed.
      const buyerSocket = await connect(app.baseUrl, buyer.token);
      try {
        expect(await buyerSocket.join(`proposal:${rfq.proposalId}`)).toEqual({ ok: true });
        await call(app.baseUrl, 'POST', '/api/Business/SendInvite', {
          token: buyer.token,
          body: { ProposalId: rfq.proposalId, PhoneNumber: '+919812345679' },
        });
        await buyerSocket.waitFor(
          (push) => push.event === 'proposal.changed' && push.eventTypes.includes('SellerInvited'),
        );
      } finally {
        buyerSocket.close();
      }
      const after = sellerSocket.pushes.filter((push) => push.eventTypes.includes('SellerInvited'));
      expect(after).toEqual([]);
    } finally {
      sellerSocket.close();
    }
  });

  // Asking a room for its sockets is a round trip to every API process when they share Redis.
  it("asks a room for its sockets only when someone's access ended", async () => {
    const rfq = await publishRfq(app.baseUrl, buyer, seller.phone);
    const room = `proposal:${rfq.proposalId}`;
    const evictions = jest.spyOn(app.app.get(RealtimeGateway), 'evictOutsiders');
    const buyerSocket = await connect(app.baseUrl, buyer.token);
    try {
      expect(await buyerSocket.join(room)).toEqual({ ok: true });
      await call(app.baseUrl, 'POST', '/api/Business/SendInvite', {
        token: buyer.token,
        body: { ProposalId: rfq.proposalId, PhoneNumber: '+919812345680' },
      });
      await buyerSocket.waitFor((push) => push.id === rfq.proposalId && push.eventTypes.includes('SellerInvited'));
      expect(evictions).not.toHaveBeenCalled();

      const invites = await call<{ id: string }[]>(
        app.baseUrl,
        'GET',
        `/api/Business/GetAllInvitesOfProposal?proposalId=${rfq.proposalId}&termType=Buyer`,
        { token: buyer.token },
      );
      await call(app.baseUrl, 'DELETE', `/api/Business/DeleteInvite?inviteId=${invites.body.data![0]!.id}`, {
        token: buyer.token,
      });
      await buyerSocket.waitFor((push) => push.id === rfq.proposalId && push.eventTypes.includes('InviteWithdrawn'));
      expect(evictions).toHaveBeenCalledWith(room, expect.any(Set));
    } finally {
      evictions.mockRestore();
      buyerSocket.close();
    }
  });

  it('refuses a room, and leaves it, when the access ends while the socket joins', async () => {
    const rfq = await publishRfq(app.baseUrl, buyer, seller.phone);
    const room = `proposal:${rfq.proposalId}`;
    const rooms = new Set<string>();
    // The withdrawal's projection commits between the gateway's check and the socket's join.
    const socket = {
      data: { userId: seller.userId },
      join: async (joined: string) => {
        await sql(app.db.url, 'delete from stream_parties where stream_id = $1 and user_id = $2', [
          streamName('proposal', rfq.proposalId),
          seller.userId,
        ]);
        rooms.add(joined);
      },
      leave: async (left: string) => void rooms.delete(left),
    } as unknown as Socket;
    expect(await app.app.get(RealtimeGateway).join(socket, { room })).toEqual({
      ok: false,
      message: 'You are not a party of this contract.',
    });
    expect([...rooms]).toEqual([]);
  });
});
