import type { AvailableActions } from '../api/available-actions';

type Action = AvailableActions['agreement'][number];

/** Whether the server offers `command` in this list of actions. */
export const offers = (actions: readonly Action[] | undefined, command: string): boolean =>
  actions?.some((action) => action.command === command) ?? false;

/** The spec's action code shown beside a button (e.g. BIN), when it has one. */
export const codeOf = (actions: readonly Action[] | undefined, command: string): string | undefined =>
  actions?.find((action) => action.command === command)?.code;
