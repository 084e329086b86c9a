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
import { streamOfRoom, userRoom } from './rooms.js';

export interface JoinReply {
  ok: boolean;
  message?: string;
}

/**
 * socket.io on the API's own server. The handshake carries the access token; a socket joins its
 * user's room at once and a stream's room only when its user is a party of that stream.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayConnection {
  private readonly logger = new Logger('Realtime');

  @WebSocketServer()
  server: Server;

  constructor(
    private readonly tokens: AccessTokenService,
    private readonly dataSource: DataSource,
  ) {}

  async handleConnection(socket: Socket): Promise<void> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      if (typeof token !== 'string') throw new Error('no token');
      const actor = await this.tokens.verify(token);
      socket.data.userId = actor.userId;
      await socket.join(userRoom(actor.userId));
      socket.emit('session.ready', { userId: actor.userId });
    } catch {
      socket.emit('session.refused', { message: 'Your session has expired. Please sign in again.' });
      socket.disconnect(true);
    }
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: { room?: unknown }): Promise<JoinReply> {
    const userId = socket.data.userId as string | undefined;
    const stream = typeof body?.room === 'string' ? streamOfRoom(body.room) : undefined;
    if (!userId || !stream) return { ok: false, message: 'Unknown room.' };
    if (!(await this.isParty(stream.streamId, userId))) {
      this.logger.warn(`user ${userId} refused from ${body.room as string}`);
      return { ok: false, message: 'You are not a party of this contract.' };
    }
    await socket.join(body.room as string);
    return { ok: true };
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
