import type { AgreementState } from '@samvida/machines';
import type { EntityManager } from 'typeorm';

/**
 * Agreements' folded states as the agreements projector stored them: each agreement's row holds its
 * state but for the lines, whose states are in their rows of agreement_items (so that a move on one
 * line of a 1,000-item contract rewrites that line only). The lines are put back in the order they
 * were added. Agreements not projected are missing from the map.
 */
export async function agreementStates(
  manager: EntityManager,
  agreementIds: readonly string[],
): Promise<Map<string, AgreementState>> {
  if (agreementIds.length === 0) return new Map();
  // json, not jsonb, keeps the aggregate's key order.
  const rows: { agreementId: string; state: AgreementState; items: AgreementState['items'] | null }[] =
    await manager.query(
      `select a.agreement_id as "agreementId", a.state_except_items as state,
              (select json_object_agg(i.item_id, i.state order by i.position)
                 from agreement_items i where i.agreement_id = a.agreement_id) as items
         from agreements a where a.agreement_id = any($1::uuid[])`,
      [agreementIds],
    );
  return new Map(rows.map(({ agreementId, state, items }) => [agreementId, { ...state, items: items ?? {} }]));
}

/** One agreement's folded state (see {@link agreementStates}), or undefined if it is not projected. */
export async function agreementState(manager: EntityManager, agreementId: string): Promise<AgreementState | undefined> {
  return (await agreementStates(manager, [agreementId])).get(agreementId);
}
