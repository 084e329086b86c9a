import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts as plain relational data: lookups (user types, subscription plans), users, refresh
 * tokens, one-time codes, auth rate-limit counters and the notification outbox.
 */
export class Accounts1763700000200 implements MigrationInterface {
  name = 'Accounts1763700000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table user_types (
        id integer primary key,
        code text not null unique,
        label text not null
      )`);
    await queryRunner.query(`
      insert into user_types (id, code, label) values
        (1, 'individual', 'Individual / Professional'),
        (2, 'proprietorship', 'Sole Proprietorship'),
        (3, 'partnership', 'Partnership Firm'),
        (4, 'llp', 'Limited Liability Partnership (LLP)'),
        (5, 'private_limited', 'Private Limited Company'),
        (6, 'public_limited', 'Public Limited Company'),
        (7, 'huf', 'Hindu Undivided Family (HUF)'),
        (8, 'trust_society', 'Trust / Society'),
        (9, 'government', 'Government Body / PSU')`);

    // Rates are exact integer paise; contract_duration_limit is in days (storage months = 12 x days / 356).
    await queryRunner.query(`
      create table subscription_plans (
        id integer primary key,
        type_value text not null,
        rate_paise bigint not null check (rate_paise >= 0),
        billing_period text not null check (billing_period in ('month', 'contract')),
        most_popular boolean not null default false,
        number_of_contracts integer not null,
        number_of_attachments integer not null,
        contract_duration_limit integer not null,
        gen_pdf_count integer not null
      )`);
    await queryRunner.query(`
      insert into subscription_plans
        (id, type_value, rate_paise, billing_period, most_popular, number_of_contracts, number_of_attachments, contract_duration_limit, gen_pdf_count)
      values
        (1, 'Free', 0, 'month', false, 0, 2, 356, 1),
        (2, 'Business', 99900, 'month', true, 25, 5, 712, 5),
        (3, 'Enterprise', 249900, 'month', false, 100, 10, 1068, 20),
        (4, 'Pay per contract', 14900, 'contract', false, 1, 5, 356, 1)`);

    await queryRunner.query(`
      create table users (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        phone_number text unique,
        email text unique,
        password_hash text,
        pan text,
        gstin text,
        address text,
        user_type_id integer references user_types (id),
        is_msme boolean not null default false,
        status text not null default 'New' check (status in ('New', 'Active')),
        phone_verified_at timestamptz,
        email_verified_at timestamptz,
        terms_accepted_at timestamptz,
        google_sub text unique,
        plan_id integer not null default 1 references subscription_plans (id),
        failed_login_count integer not null default 0,
        locked_until timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (phone_number is not null or email is not null)
      )`);

    await queryRunner.query(`
      create table refresh_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        family_id uuid not null,
        token_hash text not null unique,
        expires_at timestamptz not null,
        created_at timestamptz not null,
        revoked_at timestamptz,
        revoked_reason text
      )`);
    await queryRunner.query(`create index refresh_tokens_family on refresh_tokens (family_id)`);
    await queryRunner.query(`create index refresh_tokens_user on refresh_tokens (user_id)`);

    await queryRunner.query(`
      create table one_time_codes (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        contact text not null,
        channel text not null check (channel in ('sms', 'email')),
        purpose text not null check (purpose in ('login', 'reset')),
        code_hash text not null,
        attempts integer not null default 0,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        closed_at timestamptz,
        requested_ip text,
        grant_hash text unique,
        grant_expires_at timestamptz,
        grant_used_at timestamptz
      )`);
    await queryRunner.query(`create index one_time_codes_contact on one_time_codes (contact, created_at)`);

    await queryRunner.query(`
      create table rate_limit_counters (
        key text not null,
        window_start timestamptz not null,
        hits integer not null,
        primary key (key, window_start)
      )`);

    await queryRunner.query(`
      create table notification_messages (
        id uuid primary key default gen_random_uuid(),
        channel text not null check (channel in ('sms', 'email')),
        transport text not null,
        recipient text not null,
        template text not null,
        subject text,
        body text not null,
        params jsonb not null default '{}',
        status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        lease_until timestamptz,
        last_error text,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(
      `create index notification_messages_recipient on notification_messages (recipient, created_at)`,
    );
    await queryRunner.query(
      `create index notification_messages_due on notification_messages (next_attempt_at) where status in ('pending', 'sending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'notification_messages',
      'rate_limit_counters',
      'one_time_codes',
      'refresh_tokens',
      'users',
      'subscription_plans',
      'user_types',
    ]) {
      await queryRunner.query(`drop table ${table}`);
    }
  }
}
