import { Column, Entity, PrimaryColumn } from 'typeorm';

// A unit of quantity (GET api/General/UnitList); `uqc` is the GST unit quantity code.
@Entity('units')
export class Unit {
  @PrimaryColumn('integer')
  id: number;

  @Column('text', { name: 'type_value' })
  typeValue: string;

  @Column('text')
  uqc: string;
}
