import { Column, Entity, PrimaryColumn } from 'typeorm';

const bigintAsNumber = { to: (value: number) => value, from: (value: string) => Number(value) };

// A subscription plan with every property the pricing rules use (spec §9).
@Entity('subscription_plans')
export class SubscriptionPlan {
  @PrimaryColumn('integer')
  id: number;

  @Column('text', { name: 'type_value' })
  typeValue: string;

  // Exact price in paise; served as a rupee decimal string.
  @Column('bigint', { name: 'rate_paise', transformer: bigintAsNumber })
  ratePaise: number;

  // `contract` for the per-contract plan (id 4), else `month`.
  @Column('text', { name: 'billing_period' })
  billingPeriod: 'month' | 'contract';

  @Column('boolean', { name: 'most_popular' })
  mostPopular: boolean;

  @Column('integer', { name: 'number_of_contracts' })
  numberOfContracts: number;

  @Column('integer', { name: 'number_of_attachments' })
  numberOfAttachments: number;

  // Days; storage months = 12 x contractDurationLimit / 356.
  @Column('integer', { name: 'contract_duration_limit' })
  contractDurationLimit: number;

  @Column('integer', { name: 'gen_pdf_count' })
  genPdfCount: number;
}
