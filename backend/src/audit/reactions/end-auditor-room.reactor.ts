import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuditorAccessRevoked, RecordedEvent } from '@samvida/machines';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { RealtimeGateway } from '../../realtime/realtime.gateway.js';
import { streamRoom, userRoom } from '../../realtime/rooms.js';
import { ofTypes } from '../../projections/handles.js';

// A revoked auditor's sockets leave the agreement's room at once (on every instance, through the
// adapter), so no later push reaches them; rejoining is refused because they are no longer a party.
@Injectable()
export class EndAuditorRoomReactor implements Reactor, OnModuleInit {
  readonly name = 'end-auditor-room';
  readonly handles = ofTypes('AuditorAccessRevoked');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly gateway: RealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const { auditorId } = event.data as AuditorAccessRevoked['data'];
    const agreementId = event.streamId.slice('agreement-'.length);
    this.gateway.server.in(userRoom(auditorId)).socketsLeave(streamRoom('agreement', agreementId));
  }
}
