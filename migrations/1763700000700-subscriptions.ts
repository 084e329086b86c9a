import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Plan periods, Razorpay orders and payments, webhook deliveries and the entitlement usage ledger. */
export class Subscriptions1763700000700 implements MigrationInterface {
  name = 'Subscriptions1763700000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table subscriptions (
        user_id uuid primary key references users (id) on delete cascade,
        plan_id integer not null references subscription_plans (id),
        period_start timestamptz not null,
        period_end timestamptz not null,
        -- Set once the ended plan has been replaced by Free on the user's profile.
        expired_at timestamptz,
        updated_at timestamptz not null default now()
      )`);
    // One row per Razorpay order; its payment id is unique, so a payment applies a plan at most once.
    await queryRunner.query(`
      create table payment_orders (
        id uuid primary key default gen_random_uuid(),
        razorpay_order_id text not null unique,
        receipt text not null unique,
        user_id uuid not null references users (id) on delete cascade,
        plan_id integer not null references subscription_plans (id),
        amount_paise bigint not null check (amount_paise > 0),
        currency text not null,
        status text not null default 'created' check (status in ('created', 'paid')),
        razorpay_payment_id text unique,
        last_failure text,
        paid_at timestamptz,
        period_start timestamptz,
        period_end timestamptz,
        created_at timestamptz not null default now()
      )`);
    await queryRunner.query(`create index payment_orders_user on payment_orders (user_id, created_at)`);
    await queryRunner.query(`
      create table razorpay_webhook_events (
        event_id text primary key,
        event_type text not null,
        received_at timestamptz not null default now()
      )`);
    // Contracts, attachments, generated PDFs and SMS used against a plan; SMS beyond the included one carry a charge.
    await queryRunner.query(`
      create table entitlement_usage (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('contract', 'attachment', 'pdf', 'sms')),
        contract_id text,
        ref text not null,
        charge_paise bigint not null default 0 check (charge_paise >= 0),
        created_at timestamptz not null default now(),
        unique (user_id, kind, ref)
      )`);
    await queryRunner.query(`create index entitlement_usage_period on entitlement_usage (user_id, kind, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table entitlement_usage');
    await queryRunner.query('drop table razorpay_webhook_events');
    await queryRunner.query('drop table payment_orders');
    await queryRunner.query('drop table subscriptions');
  }
}
