import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages from the Contact us page. */
export class ContactMessages1763700000600 implements MigrationInterface {
  name = 'ContactMessages1763700000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table contact_messages (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        email text not null,
        message text not null,
        user_id text,
        created_at timestamptz not null default now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table contact_messages');
  }
}
