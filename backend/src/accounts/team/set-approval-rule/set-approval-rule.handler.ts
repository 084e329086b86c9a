import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { personOf } from '../../../common/auth/access-token.service.js';
import { ActingBusiness } from '../../../common/auth/acting-business.js';
import { SetApprovalRuleCommand } from './set-approval-rule.command.js';

// Sets or clears the business's two-member approval amount. The deciders read it from each
// request's actor, so it holds on this instance at once and on every other within the
// session-check interval.
@CommandHandler(SetApprovalRuleCommand)
export class SetApprovalRuleHandler implements ICommandHandler<SetApprovalRuleCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly acting: ActingBusiness,
  ) {}

  async execute({ actor, request: { AmountAbove } }: SetApprovalRuleCommand): Promise<void> {
    if (AmountAbove === null) {
      await this.dataSource.query('delete from team_approval_rules where business_id = $1', [actor.userId]);
    } else {
      await this.dataSource.query(
        `insert into team_approval_rules (business_id, approval_above, set_by) values ($1, $2, $3)
         on conflict (business_id) do update set approval_above = excluded.approval_above,
           set_by = excluded.set_by, set_at = now()`,
        [actor.userId, AmountAbove, personOf(actor)],
      );
    }
    this.acting.forgetAll();
  }
}
