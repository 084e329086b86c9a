// Side effects are reactors with their own checkpoint: an effect whose process stopped between
// the append and the effect happens after restart, and one whose checkpoint was lost after the
// effect (a crash before the checkpoint committed) does not happen twice.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { newPhone, registerVerified, type SignedIn } from '../../api/accounts/support/accounts.js';
import { activeRfq, delivered, eventually, invitations, ok } from '../../api/proposals/support/proposals.js';

const INVITATION_REACTOR = 'reactor:invitation-sms';

async function reactorPosition(db: TestDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query('select position from projection_checkpoints where projection = $1', [
      INVITATION_REACTOR,
    ]);
    return rows.length ? Number(rows[0].position) : 0;
  } finally {
    await client.end();
  }
}

async function rewindReactor(db: TestDatabase): Promise<void> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('update projection_checkpoints set position = 0 where projection = $1', [INVITATION_REACTOR]);
  await client.end();
}

describe('reactors across a restart', () => {
  let db: TestDatabase;
  let buyer: SignedIn;
  const phone = newPhone();

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('sends an invitation appended while no reactor ran, once, and not again after a lost checkpoint', async () => {
    let app: TestApp = await createTestApp({ db });
    let proposalId: string;
    try {
      buyer = await registerVerified(app.baseUrl, { UsrName: 'Asha Verma' });
      proposalId = (await activeRfq(app.baseUrl, buyer)).proposalId;
    } finally {
      await app.close();
    }

    // The process that appends the invite stops before any reactor ran for it.
    app = await createTestApp({ db, env: { PROJECTIONS: 'off', READ_YOUR_WRITES_TIMEOUT_MS: '50' } });
    try {
      await ok(
        app.baseUrl,
        'POST',
        '/api/Business/SendInvite',
        buyer,
        { ProposalId: proposalId, PhoneNumber: phone },
        201,
      );
      expect(await invitations(app.baseUrl, phone)).toHaveLength(0);
    } finally {
      await app.close();
    }

    // After restart the reactor catches up: the SMS goes out exactly once.
    const invitedAt = await reactorPosition(db);
    app = await createTestApp({ db });
    try {
      expect(await delivered(app.baseUrl, phone, 'invitation')).toHaveLength(1);
      await eventually(async () => ((await reactorPosition(db)) > invitedAt ? true : undefined));
    } finally {
      await app.close();
    }

    // The effect happened but its checkpoint is lost: the replay of every event sends nothing new.
    const caughtUp = await reactorPosition(db);
    await rewindReactor(db);
    app = await createTestApp({ db });
    try {
      await eventually(async () => ((await reactorPosition(db)) >= caughtUp ? true : undefined));
      expect(await invitations(app.baseUrl, phone)).toHaveLength(1);
    } finally {
      await app.close();
    }
    // Four application starts: on a loaded CI machine each can take several seconds.
  }, 90_000);
});
