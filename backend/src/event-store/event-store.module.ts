import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { createEventStore } from './create-event-store.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { machinesEventValidator } from './machines-event-validator.js';

@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [RUNTIME],
      useFactory: (runtime: Runtime): Promise<EventStore> =>
        createEventStore({
          databaseUrl: runtime.databaseUrl,
          eventStoreUrl: runtime.env.EVENTSTORE_URL,
          validator: machinesEventValidator,
        }),
    },
  ],
  exports: [EVENT_STORE],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
