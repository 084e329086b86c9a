import { Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimePublisher } from './realtime.publisher.js';

@Module({ providers: [RealtimeGateway, RealtimePublisher], exports: [RealtimeGateway] })
export class RealtimeModule {}
