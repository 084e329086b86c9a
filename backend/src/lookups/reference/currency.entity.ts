import { Column, Entity, PrimaryColumn } from 'typeorm';

// A currency (GET api/General/CurrencyList); `typeValue` is the ISO 4217 code.
@Entity('currencies')
export class Currency {
  @PrimaryColumn('integer')
  id: number;

  @Column('text', { name: 'type_value' })
  typeValue: string;

  @Column('text')
  name: string;

  @Column('text')
  symbol: string;
}
