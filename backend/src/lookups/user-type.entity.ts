import { Column, Entity, PrimaryColumn } from 'typeorm';

// A kind of Indian business or person a user registers as (GET api/general/UserTypes).
@Entity('user_types')
export class UserType {
  @PrimaryColumn('integer')
  id: number;

  @Column('text')
  code: string;

  @Column('text')
  label: string;
}
