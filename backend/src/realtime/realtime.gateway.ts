import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { AccessTokenService } from '../common/auth/access-token.service.js';
import { ActingBusiness } from '../common/auth/acting-business.js';
import { SESSION_CHECK_TTL_MS, SessionLiveness } from '../common/auth/session-liveness.js';
import { streamOfRoom, userRoom } from './rooms.js';

interface SocketSession {
  userId: string;
  sessionId: string;
  businessId: string;
}

export interface JoinReply {
  ok: boolean;
  message?: string;
}

const EXPIRED = 'Your session has expired. Please sign in again.';
const ENDED = 'Your session has ended. Please sign in again.';
const MEMBERSHIP_CHANGED = 'Your membership of this business changed. Please sign in again.';

// socket.io on the API's own server. The handshake carries the access token; a socket acts for the
// business its user is a member of (or their own account), joins that business's room at once and
// a stream's room only when the business is a party of that stream. A socket is disconnected when
// its token expires, its sign-in ends or its user's membership changes (the client renews and
// reconnects), and leaves a stream's room once its business is no longer a party.
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayConnection {
  private readonly logger = new Logger('Realtime');

  @WebSocketServer()
  server: Server;

  constructor(
    private readonly tokens: AccessTokenService,
    private readonly liveness: SessionLiveness,
    private readonly acting: ActingBusiness,
    private readonly dataSource: DataSource,
  ) {}

  async handleConnection(socket: Socket): Promise<void> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      if (typeof token !== 'string') throw new Error('no token');
      const { userId, sessionId, expiresAt } = await this.tokens.verify(token);
      if (!(await this.liveness.isLive(userId, sessionId))) throw new Error('session ended');
      const { businessId } = await this.acting.of(userId);
      socket.data.userId = businessId;
      this.watchSession(socket, { userId, sessionId, businessId }, expiresAt);
      await socket.join(userRoom(businessId));
      socket.emit('session.ready', { userId: businessId });
    } catch {
      this.refuse(socket, EXPIRED);
    }
  }

  // Removes from `room` every socket whose user is not among `userIds` (access withdrawn): each
  // socket is in its user's room, so those outside every party's user room. A broadcast, not a
  // question: with Redis, asking a room for its sockets waits on every API process (and on Redis
  // itself, for as long as it is down).
  evictOutsiders(room: string, userIds: ReadonlySet<string>): void {
    this.server
      .in(room)
      .except([...userIds].map(userRoom))
      .socketsLeave(room);
  }

  private refuse(socket: Socket, message: string): void {
    socket.emit('session.refused', { message });
    socket.disconnect(true);
  }

  // Disconnects at the token's expiry, and as soon as the sign-in ends or the user no longer acts
  // for the same business (checked every few seconds).
  private watchSession(socket: Socket, session: SocketSession, expiresAt: Date): void {
    const expiry = setTimeout(() => this.refuse(socket, EXPIRED), Math.max(0, expiresAt.getTime() - Date.now()));
    const check = setInterval(() => {
      void this.stillValid(session).then(
        (why) => why && this.refuse(socket, why),
        () => undefined,
      );
    }, SESSION_CHECK_TTL_MS);
    socket.on('disconnect', () => {
      clearTimeout(expiry);
      clearInterval(check);
    });
  }

  // Why the socket must end, if it must.
  private async stillValid({ userId, sessionId, businessId }: SocketSession): Promise<string | undefined> {
    if (!(await this.liveness.isLive(userId, sessionId))) return ENDED;
    if ((await this.acting.of(userId)).businessId !== businessId) return MEMBERSHIP_CHANGED;
    return undefined;
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: { room?: unknown }): Promise<JoinReply> {
    const userId = socket.data.userId as string | undefined;
    const stream = typeof body?.room === 'string' ? streamOfRoom(body.room) : undefined;
    if (!userId || !stream) return { ok: false, message: 'Unknown room.' };
    const room = body.room as string;
    if (!(await this.isParty(stream.streamId, userId))) return this.refuseRoom(userId, room);
    await socket.join(room);
    // An access that ended between the check and the join was evicted before this socket was in
    // the room, and the publisher evicts only when access ends: so look once more.
    if (!(await this.isParty(stream.streamId, userId))) {
      await socket.leave(room);
      return this.refuseRoom(userId, room);
    }
    return { ok: true };
  }

  private refuseRoom(userId: string, room: string): JoinReply {
    this.logger.warn(`user ${userId} refused from ${room}`);
    return { ok: false, message: 'You are not a party of this contract.' };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: { room?: unknown }): Promise<JoinReply> {
    if (typeof body?.room === 'string' && streamOfRoom(body.room)) await socket.leave(body.room);
    return { ok: true };
  }

  private async isParty(streamId: string, userId: string): Promise<boolean> {
    const rows = await this.dataSource.query('select 1 from stream_parties where stream_id = $1 and user_id = $2', [
      streamId,
      userId,
    ]);
    return rows.length > 0;
  }
}
