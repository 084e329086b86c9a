import { Injectable } from '@nestjs/common';
import { contractNumber } from '@samvida/machines';
import { DataSource } from 'typeorm';

// Reserves contract numbers (AG-000123) before the draft that records them, as GST numbers are
// reserved: the counter row is locked by its update until the transaction commits, and an
// agreement keeps the number it reserved first, so a retried draft gets the same one.
@Injectable()
export class ContractNumbers {
  constructor(private readonly dataSource: DataSource) {}

  reserve(agreementId: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const [kept] = (await manager.query('select number from contract_numbers where agreement_id = $1', [
        agreementId,
      ])) as { number: string }[];
      if (kept) return kept.number;
      const [[{ last_sequence: sequence }]] = (await manager.query(
        'update contract_number_counter set last_sequence = last_sequence + 1 returning last_sequence',
      )) as [[{ last_sequence: number }], number];
      const number = contractNumber(sequence);
      await manager.query('insert into contract_numbers (agreement_id, sequence, number) values ($1, $2, $3)', [
        agreementId,
        sequence,
        number,
      ]);
      return number;
    });
  }
}
