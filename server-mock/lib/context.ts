// What a handler gets: the parsed body, the caller (session, user, selected organisation, role),
// the language for texts, the state and the clock.
import { can, isRole, type Capability } from '../../src/validation/access';
import type { RuleKey } from '../../src/validation/rules';
import type { MockState, Org, Rel, Role, User } from '../state';
import type { Req, Res } from './api';
import { breach } from './businessRules';
import { BusinessError } from './envelope';
import { type Lang, type ServerMessageKey, ruleText, text } from './messages';
import type { Operation } from './spec';

export interface Ctx {
  req: Req;
  res: Res;
  op: Operation;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- validated against the operation's request schema; handlers read what it declares
  body: Record<string, any>;
  lang: Lang;
  state: MockState;
  now: number;
  token?: string;
  user?: User;
  /** organisation selected by the body's ugroupAddr (or the user's default) */
  org?: Org;
  rel?: Rel;
  role?: Role;
}

export type Handler = (ctx: Ctx) => unknown | Promise<unknown>;

/** Business error with a server text. */
export function refuse(
  ctx: Ctx,
  key: ServerMessageKey,
  errorCode = 'BUSINESS_ERROR',
  showType: 0 | 1 | 2 | 3 | 9 = 2,
): never {
  throw new BusinessError(errorCode, text(key, ctx.lang), 200, showType);
}

/** Business error with a field-rule text (the console's validation.json). */
export function refuseRule(ctx: Ctx, key: RuleKey, errorCode = 'VALIDATION_ERROR'): never {
  throw new BusinessError(errorCode, ruleText(key, ctx.lang), 200, 2);
}

export function noPermission(ctx: Ctx): never {
  breach(ctx, 'noPermission');
}

export function requireUser(ctx: Ctx): User {
  if (!ctx.user) throw new BusinessError('FORBIDDEN', text('forbidden', ctx.lang), 403);
  return ctx.user;
}

/** The selected organisation, or a business error when the caller has none. */
export function requireOrg(ctx: Ctx): Org {
  if (!ctx.org || !ctx.rel) breach(ctx, 'notMember');
  return ctx.org!;
}

/** The caller's role when it is one of `roles` (an unknown role is none of them), else NO_PERMISSION. */
export function requireRole(ctx: Ctx, ...roles: Role[]): Role {
  requireOrg(ctx);
  if (!isRole(ctx.role) || !roles.includes(ctx.role)) noPermission(ctx);
  return ctx.role!;
}

/** The capability of the role table (src/validation/access.ts), else NO_PERMISSION. */
export function requireCapability(ctx: Ctx, capability: Capability): Role {
  requireOrg(ctx);
  if (!can(ctx.role, capability)) noPermission(ctx);
  return ctx.role!;
}
