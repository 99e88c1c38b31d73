// The authorisation step of the /api pipeline, after the size and depth limits and before request
// validation and any handler, as a real server does it:
//   1. identity: a secured operation without a valid session is refused with 403 FORBIDDEN, whatever the body;
//   2. organisation: the body's ugroupAddr names the organisation the call acts in (the console adds it to
//      every body); on every secured operation scoped to an organisation, reads and writes alike, the caller
//      must be a member of it (or, without one, have a default organisation), else the business refusal
//      NO_PERMISSION "No operation permission" (HTTP 200, showType 2), before anything is read or written.
// The handlers then check the role through the role table (src/validation/access.ts).
import type { MockState, Org, Rel, Role, User } from '../state';
import { fail, type Envelope } from './envelope';
import { text, type Lang } from './messages';
import { isAccountOperation, type Operation } from './spec';

export interface Caller {
  token?: string;
  user?: User;
  /** the organisation the call acts in, when the caller is a member of it */
  org?: Org;
  rel?: Rel;
  role?: Role;
}

export type Authorization =
  { ok: true; caller: Caller } | { ok: false; status: number; body: Envelope; reason: 'identity' | 'organisation' };

export function tokenOf(authorization: unknown): string {
  return typeof authorization === 'string' ? authorization.replace(/^Bearer\s+/i, '').trim() : '';
}

/** The signed-in user of a token, if the session exists and its user still does. */
export function userOfToken(state: MockState, token: string): User | undefined {
  const session = token ? state.sessions.get(token) : undefined;
  return session ? state.users.get(session.userId) : undefined;
}

/** Whether the operation acts in the selected organisation (and so needs membership of it). */
export function isOrganisationScoped(op: Operation): boolean {
  return op.secured && !isAccountOperation(op);
}

export function authorize(
  state: MockState,
  op: Operation | undefined,
  body: unknown,
  authorization: unknown,
  lang: Lang,
): Authorization {
  const token = tokenOf(authorization);
  const user = userOfToken(state, token);
  // an unknown path is answered 404 by validation; nothing to authorise here
  if (!op) return { ok: true, caller: user ? { token, user } : {} };
  if (op.secured && !user)
    return { ok: false, status: 403, body: fail('FORBIDDEN', text('forbidden', lang), 2), reason: 'identity' };
  if (!user) return { ok: true, caller: {} };

  // the callers below are literals: V8 put a spread copy of `caller` with fields added in the old generation
  const caller: Caller = { token, user };
  const scoped = isOrganisationScoped(op);
  const refuse = (): Authorization => ({
    ok: false,
    status: 200,
    body: fail('NO_PERMISSION', text('noPermission', lang), 2),
    reason: 'organisation',
  });
  const addr =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).ugroupAddr : undefined;

  if (typeof addr === 'string' && addr !== '') {
    const org = state.orgByAddr(addr);
    const rel = org ? state.relOf(user.userId, org.ugroupId) : undefined;
    if (org && rel) return { ok: true, caller: { token, user, org, rel, role: rel.role } };
    return scoped ? refuse() : { ok: true, caller };
  }
  if (addr === undefined || addr === null || addr === '') {
    const rels = state.relsOfUser(user.userId);
    const defId = state.defaults.get(user.userId);
    const rel = rels.find((r) => r.relId === defId) ?? rels[0];
    const org = rel ? state.orgs.get(rel.ugroupId) : undefined;
    if (org && rel) return { ok: true, caller: { token, user, org, rel, role: rel.role } };
    return scoped ? refuse() : { ok: true, caller };
  }
  // ugroupAddr of the wrong type: request validation refuses it (400); no organisation is selected meanwhile
  return { ok: true, caller };
}
