import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { MEMBER_ROLE_LABELS } from '@samvida/machines';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, personOf } from '../../../common/auth/access-token.service.js';
import { NotificationsService } from '../../../notifications/notifications.service.js';
import { MAX_TEAM_SIZE, TeamError } from '../team.errors.js';
import { InviteMemberCommand } from './invite-member.command.js';
import { lockTeam } from '../team-lock.js';

// Invites a phone that has not signed up yet to the caller's business with a role: the row waits
// until that phone registers (join-on-sign-up), and the invitation SMS is stored in the same
// transaction under the row's id, so it goes out exactly once.
@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  async execute({ actor, request: { PhoneNumber, Role } }: InviteMemberCommand): Promise<{ MemberId: string }> {
    const { memberId, messageId } = await this.dataSource.transaction(async (manager) => {
      await lockTeam(manager, actor.userId, PhoneNumber);
      await this.checkInvitable(manager, actor.userId, PhoneNumber);
      const [{ id }]: { id: string }[] = await manager.query(
        `insert into team_members (business_id, phone_number, role, invited_by) values ($1, $2, $3, $4) returning id`,
        [actor.userId, PhoneNumber, Role, personOf(actor)],
      );
      const names = await this.namesOf(manager, actor);
      const messageId = await this.notifications.store(manager, {
        channel: 'sms',
        template: 'team-invitation',
        to: PhoneNumber,
        params: { ...names, role: MEMBER_ROLE_LABELS[Role], link: '/Signup' },
        dedupeKey: `team-invitation:${id}`,
      });
      return { memberId: id, messageId };
    });
    if (messageId) this.notifications.deliverSoon(messageId);
    return { MemberId: memberId };
  }

  private async checkInvitable(manager: EntityManager, businessId: string, phone: string): Promise<void> {
    const [state]: { own: boolean; account: boolean; in_team: boolean; size: number }[] = await manager.query(
      `select exists (select 1 from users where id = $1 and phone_number = $2) as own,
              exists (select 1 from users where phone_number = $2) as account,
              exists (select 1 from team_members where phone_number = $2 and removed_at is null) as in_team,
              (select count(*)::int from team_members where business_id = $1 and removed_at is null) as size`,
      [businessId, phone],
    );
    if (state!.own) throw new TeamError('PHONE_IS_BUSINESS', 'PhoneNumber');
    if (state!.in_team) throw new TeamError('PHONE_IN_A_TEAM', 'PhoneNumber');
    if (state!.account) throw new TeamError('PHONE_HAS_ACCOUNT', 'PhoneNumber');
    if (state!.size >= MAX_TEAM_SIZE) throw new TeamError('TEAM_FULL');
  }

  private async namesOf(manager: EntityManager, actor: Actor): Promise<{ inviterName: string; businessName: string }> {
    const rows: { id: string; name: string }[] = await manager.query('select id, name from users where id = any($1)', [
      [actor.userId, personOf(actor)],
    ]);
    const nameOf = (id: string) => rows.find((row) => row.id === id)?.name ?? '';
    return { inviterName: nameOf(personOf(actor)), businessName: nameOf(actor.userId) };
  }
}
