import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from './access-token.service.js';
import type { AuthenticatedRequest } from './auth.guard.js';

// The signed-in user of this request (set by AuthGuard).
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<AuthenticatedRequest>().actor;
  if (!actor) throw new Error('CurrentActor used on a public route');
  return actor;
});
