import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// argon2id password hashing.
@Injectable()
export class Passwords implements OnModuleInit {
  // Verifying against a real hash when the account does not exist keeps both answers equally slow.
  private decoy = '';

  async onModuleInit(): Promise<void> {
    this.decoy = await hash('decoy password that matches nothing', OPTIONS);
  }

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  // False for a missing hash too, after the same amount of work.
  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const matches = await verify(passwordHash ?? this.decoy, password).catch(() => false);
    return matches && Boolean(passwordHash);
  }
}
