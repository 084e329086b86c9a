import { Global, Module } from '@nestjs/common';
import { EntityLocator } from './entity-locator.service.js';
import { StreamAccess } from './stream-access.service.js';
import { StreamHistory } from './stream-history.service.js';
import { StreamWriter } from './stream-writer.service.js';

// The public write path: every feature's command handlers change streams through `StreamWriter`;
// reactors read a stream as it stood at an event through `StreamHistory`; `StreamAccess` checks
// that the caller is a party.
@Global()
@Module({
  providers: [StreamWriter, StreamHistory, StreamAccess, EntityLocator],
  exports: [StreamWriter, StreamHistory, StreamAccess, EntityLocator],
})
export class StreamsModule {}
