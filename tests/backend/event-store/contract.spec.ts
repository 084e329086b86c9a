// The event-store contract, run against every adapter. PostgreSQL always runs; EventStoreDB runs
// with EVENTSTORE_URL, else in a testcontainers container when Docker is reachable, else it is
// registered as skipped with the reason in its title and printed to stdout.
import { describe } from '@jest/globals';
import pg from 'pg';
import { GenericContainer, Wait, getContainerRuntimeClient, type StartedTestContainer } from 'testcontainers';
import { EsdbEventStore } from '../../../backend/src/event-store/eventstoredb/esdb-event-store.js';
import { appendEvents } from '../../../backend/src/event-store/postgres/postgres-append.js';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { describeEventStoreContract, type EventStoreHarness } from './event-store.contract.js';
import { testValidator } from './event-store.fixtures.js';

const ESDB_IMAGE = 'eventstore/eventstore:24.10';
const ESDB_PORT = 2113;

function postgresHarness(): EventStoreHarness {
  let db: TestDatabase;
  return {
    async start() {
      db = await createTestDatabase();
    },
    stop: () => db.drop(),
    // A pool larger than the 20 racing writers, so they really run at once.
    create: ({ validator, pollIntervalMs }) =>
      new PostgresEventStore({ connectionString: db.url, validator, poolSize: 24, pollIntervalMs }),
    async tamper(streamId, version) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query(
        `update event_store_events set data = jsonb_set(data, '{text}', to_jsonb('X' || substr(data->>'text', 2)))
         where stream_id = $1 and stream_version = $2`,
        [streamId, version],
      );
      await client.end();
    },
    // The adapter's own SQL on a connection of the test's, left uncommitted.
    async holdAppend(streamId, events, options) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query('begin');
      const result = await appendEvents(client, testValidator, streamId, events, options);
      const finish = (statement: string) => async () => {
        await client.query(statement);
        await client.end();
      };
      return { result, commit: finish('commit'), rollback: finish('rollback') };
    },
  };
}

function esdbHarness(configuredUrl: string | undefined): EventStoreHarness {
  let url = configuredUrl;
  let container: StartedTestContainer | undefined;
  return {
    async start() {
      if (url) return;
      container = await new GenericContainer(ESDB_IMAGE)
        .withEnvironment({
          EVENTSTORE_INSECURE: 'true',
          EVENTSTORE_MEM_DB: 'true',
          EVENTSTORE_RUN_PROJECTIONS: 'None',
          EVENTSTORE_CLUSTER_SIZE: '1',
        })
        .withExposedPorts(ESDB_PORT)
        .withWaitStrategy(Wait.forHttp('/health/live', ESDB_PORT).forStatusCodeMatching((code) => code < 300))
        .start();
      url = `esdb://${container.getHost()}:${container.getMappedPort(ESDB_PORT)}?tls=false`;
    },
    stop: async () => {
      await container?.stop();
    },
    create: ({ validator }) => new EsdbEventStore({ connectionString: url!, validator }),
  };
}

/** Why the EventStoreDB run cannot happen here, or undefined when it can. */
async function esdbSkipReason(): Promise<string | undefined> {
  if (process.env.EVENTSTORE_URL) return undefined;
  return getContainerRuntimeClient().then(
    () => undefined,
    (error: Error) => `EVENTSTORE_URL is unset and Docker is unreachable (${error.message})`,
  );
}

describeEventStoreContract('EventStore contract: PostgreSQL', postgresHarness(), describe);

const skipReason = await esdbSkipReason();
if (skipReason) process.stdout.write(`\n[event-store contract] EventStoreDB run skipped: ${skipReason}\n`);
describeEventStoreContract(
  skipReason ? `EventStore contract: EventStoreDB (skipped: ${skipReason})` : 'EventStore contract: EventStoreDB',
  esdbHarness(process.env.EVENTSTORE_URL),
  skipReason ? describe.skip : describe,
);
