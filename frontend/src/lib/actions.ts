import type { AvailableActions } from '@/api/available-actions';

// Whether the server offers `command` in this list of actions (the screens show nothing else).
export const offers = (actions: AvailableActions['agreement'] | undefined, command: string): boolean =>
  actions?.some((action) => action.command === command) ?? false;
