import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { Clock } from '../../common/clock.js';
import { Passwords } from '../passwords.js';
import { User } from '../user.entity.js';

const DEMO_PASSWORD = 'Demo@1234';

// Verified, complete accounts so `npm start` can be tried at once (buyer and seller roles are per agreement).
const DEMO_USERS = [
  { name: 'Demo Buyer', phoneNumber: '+919800000001', email: 'buyer@demo.samvida.in', userTypeId: 5 },
  { name: 'Demo Seller', phoneNumber: '+919800000002', email: 'seller@demo.samvida.in', userTypeId: 2 },
];

// Seeds the demo accounts at start for the embedded database only; idempotent, never in production.
@Injectable()
export class DemoAccountsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoAccountsSeeder.name);
  private readonly enabled: boolean;

  constructor(
    @Inject(RUNTIME) { env }: Runtime,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: Passwords,
    private readonly clock: Clock,
  ) {
    this.enabled = env.NODE_ENV !== 'production' && (env.DEMO_ACCOUNTS ?? (env.DATABASE_URL ? 'off' : 'on')) === 'on';
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    const now = this.clock.now();
    const passwordHash = await this.passwords.hash(DEMO_PASSWORD);
    const rows = DEMO_USERS.map((demo) => ({
      ...demo,
      passwordHash,
      status: 'Active' as const,
      phoneVerifiedAt: now,
      emailVerifiedAt: now,
      termsAcceptedAt: now,
    }));
    // Existing rows (same phone) are left as they are: a restart never resets a demo user's changes.
    await this.users.createQueryBuilder().insert().values(rows).orIgnore().execute();
    this.logger.log(
      `demo accounts: ${DEMO_USERS.map((user) => user.phoneNumber).join(', ')} with password ${DEMO_PASSWORD}`,
    );
  }
}
