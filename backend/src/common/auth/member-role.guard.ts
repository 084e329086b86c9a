import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Capability, ROLE_FORBIDDEN_MESSAGE, roleMay } from '@samvida/machines';
import { DomainError } from '../errors/domain.error.js';
import { PUBLIC, type AuthenticatedRequest } from './auth.guard.js';

const NEEDS = 'samvida:needs';

// What a member's role must allow for a route that changes something (on the controller, or on a
// method to differ from it); `read` marks a POST any member may send.
export const Needs = (capability: Capability | 'read') => SetMetadata(NEEDS, capability);

export const roleForbidden = () => new DomainError('ROLE_FORBIDDEN', ROLE_FORBIDDEN_MESSAGE, 'forbidden');

// Global guard after AuthGuard: every member may read; a change needs the route's capability in
// the member's role (roles in machines/rules/team-roles.ts). A changing route that declares none
// is refused to every member but an owner, so a new route is closed until it says what it needs.
// Contract and RFQ commands are checked again by the deciders, command by command.
@Injectable()
export class MemberRoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const role = request.actor?.memberRole;
    if (!role || role === 'owner' || request.method === 'GET' || request.method === 'HEAD') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;
    const needs = this.reflector.getAllAndOverride<Capability | 'read' | undefined>(NEEDS, targets);
    if (needs === 'read' || (needs && roleMay(role, needs))) return true;
    throw roleForbidden();
  }
}
