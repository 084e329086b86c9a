import type { MigrationInterface, QueryRunner } from 'typeorm';

// The builder templates' items written with a four-digit SAC heading get the six-digit SAC of the
// GST SAC master that an e-invoice line needs (items take only six-digit SACs).
const CODES: [title: string, heading: string, sac: string][] = [
  ['Annual maintenance contract', '9987', '998719'],
  ['Breakdown visit', '9987', '998719'],
  ['Civil work and tiling', '9954', '995419'],
  ['Painting', '9954', '995473'],
  ['Electrical rewiring', '9954', '995461'],
];

export class TemplateSacCodes1764500500000 implements MigrationInterface {
  name = 'TemplateSacCodes1764500500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [title, heading, sac] of CODES)
      await queryRunner.query(
        'update template_items set item_hsn_csn_uin = $3 where item_title = $1 and item_hsn_csn_uin = $2',
        [title, heading, sac],
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [title, heading, sac] of CODES)
      await queryRunner.query(
        'update template_items set item_hsn_csn_uin = $2 where item_title = $1 and item_hsn_csn_uin = $3',
        [title, heading, sac],
      );
  }
}
