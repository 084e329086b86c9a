import { Global, Module } from '@nestjs/common';
import { StreamHistory } from './stream-history.service.js';
import { StreamWriter } from './stream-writer.service.js';

/**
 * The public write path: every feature's command handlers change streams through `StreamWriter`;
 * reactors read a stream as it stood at an event through `StreamHistory`.
 */
@Global()
@Module({ providers: [StreamWriter, StreamHistory], exports: [StreamWriter, StreamHistory] })
export class StreamsModule {}
