// consume_user: sign-in and sign-out, registration, verification codes, profile, organisation switch,
// invitations by code.
import { isAdministrator, lowerRole, maxGrantableRole } from '../../src/validation/access';
import { dataUrlImage } from '../../src/validation/imageContent';
import { rules } from '../../src/validation/rules';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import { noPermission, refuseRule, requireUser, type Ctx, type Handler } from '../lib/context';
import { expireInvitation } from '../lib/invitations';
import type { MockState, Org, Rel, Role, User } from '../state';

export const VERIFICATION_CODE = '123456';

export function ugroupView(org: Org): Row {
  return {
    ugroupId: org.ugroupId,
    ugroupAddr: org.ugroupAddr,
    createdId: org.createdId,
    name: org.name,
    type: org.type,
    logo: org.logo,
  };
}

export function relView(rel: Rel): Row {
  return { relId: rel.relId, role: rel.role, joinedAt: rel.joinedAt };
}

export function currentUserView(state: MockState, user: User): Row {
  const rels = state.relsOfUser(user.userId);
  const defaultRelId = state.defaults.get(user.userId);
  return {
    userId: user.userId,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatar,
    defaultUgroupRel: defaultRelId && rels.some((r) => r.relId === defaultRelId) ? { relId: defaultRelId } : null,
    ugroupRefList: rels
      .map((rel) => ({ rel, org: state.orgs.get(rel.ugroupId) }))
      .filter((x): x is { rel: Rel; org: Org } => !!x.org)
      .map(({ rel, org }) => ({ rel: relView(rel), ugroup: ugroupView(org) })),
    createdAt: user.createdAt,
  };
}

function signIn(ctx: Ctx, user: User, registered: boolean): Row {
  const s = ctx.state.newSession(user.userId);
  ctx.res.setHeader('authorization', s.token);
  ctx.token = s.token;
  ctx.user = user;
  return { ...currentUserView(ctx.state, user), token: s.token, registered };
}

export function logCode(state: MockState, email: string): void {
  state.notice(`verification code for ${email}: ${VERIFICATION_CODE}`);
}

function checkCode(ctx: Ctx, code: unknown): void {
  if (String(code ?? '') !== VERIFICATION_CODE) breach(ctx, 'wrongCode');
}

export function createUser(
  ctx: Ctx,
  fields: { email: string; username?: string; password?: string; nickname?: string | null; mobile?: string | null },
): User {
  const state = ctx.state;
  const email = fields.email.trim().toLowerCase();
  if (state.userByEmail(email)) breach(ctx, 'emailExists');
  let username = fields.username;
  if (username && state.users.where('username', username).length) breach(ctx, 'registrationUsernameExists');
  if (!username) {
    const base =
      email
        .split('@')[0]
        .replace(/[^A-Za-z0-9\-_]/g, '')
        .replace(/^[^A-Za-z]+/, '') || 'user';
    username = `${base.length >= 4 ? base : `${base}user`}`.slice(0, 26);
    let n = 1;
    let candidate = username;
    while (state.users.where('username', candidate).length) candidate = `${username}${++n}`;
    username = candidate;
  }
  const user: User = {
    userId: state.nextId('u-'),
    username,
    nickname: fields.nickname ?? null,
    email,
    mobile: fields.mobile ?? null,
    avatar: null,
    createdAt: new Date(ctx.now).toISOString(),
    _password: fields.password ?? '',
  };
  return state.users.insert(user);
}

const login: Handler = (ctx) => {
  const user = ctx.state.userByLogin(String(ctx.body.loginName ?? ''));
  if (!user || !user._password || user._password !== String(ctx.body.password ?? '')) breach(ctx, 'loginFailed');
  return signIn(ctx, user!, false);
};

const loginWithCode: Handler = (ctx) => {
  const email = String(ctx.body.email ?? '')
    .trim()
    .toLowerCase();
  if (rules.email(email)) refuseRule(ctx, 'email');
  checkCode(ctx, ctx.body.code);
  const existing = ctx.state.userByEmail(email);
  if (existing) return signIn(ctx, existing, false);
  if (ctx.body.agreeTerms !== true) breach(ctx, 'termsNotAgreed');
  return signIn(ctx, createUser(ctx, { email }), true);
};

const sendCode = (ctx: Ctx): Row => {
  const email = String(ctx.body.email ?? '').trim();
  if (rules.email(email)) refuseRule(ctx, 'email');
  logCode(ctx.state, email);
  return { email, resendAfterSeconds: 60, expiresInSeconds: 600, registered: !!ctx.state.userByEmail(email) };
};

const sendLoginCode: Handler = (ctx) => sendCode(ctx);

const sendEmailCode: Handler = (ctx) => {
  requireUser(ctx);
  if (ctx.body.purpose === 'changeEmail' && ctx.state.userByEmail(String(ctx.body.email))) breach(ctx, 'emailExists');
  return sendCode(ctx);
};

const register: Handler = (ctx) => {
  if (ctx.body.agreeTerms !== true) breach(ctx, 'termsNotAgreed');
  checkCode(ctx, ctx.body.code);
  for (const [field, rule] of [
    ['username', rules.username],
    ['email', rules.email],
    ['password', rules.password],
  ] as const) {
    const key = rule(ctx.body[field]);
    if (key) refuseRule(ctx, key);
  }
  const user = createUser(ctx, { email: ctx.body.email, username: ctx.body.username, password: ctx.body.password });
  return signIn(ctx, user, true);
};

const logout: Handler = (ctx) => {
  if (ctx.token) ctx.state.sessions.delete(ctx.token);
  return true;
};

const queryCurrentUser: Handler = (ctx) => {
  const me = requireUser(ctx);
  if (String(ctx.body.userId) !== me.userId) breach(ctx, 'recordNotFound');
  return currentUserView(ctx.state, me);
};

const addUser: Handler = (ctx) => {
  requireUser(ctx);
  if (!isAdministrator(ctx.role)) noPermission(ctx);
  for (const [field, rule] of [
    ['username', rules.username],
    ['email', rules.email],
    ['password', rules.password],
  ] as const) {
    const key = rule(ctx.body[field]);
    if (key) refuseRule(ctx, key);
  }
  if (ctx.state.users.where('username', ctx.body.username).length) breach(ctx, 'registrationUsernameExists');
  return createUser(ctx, ctx.body as { email: string });
};

const updateCurrentUser: Handler = (ctx) => {
  const me = requireUser(ctx);
  const b = ctx.body;
  if (String(b.userId) !== me.userId) noPermission(ctx);
  const patch: Partial<User> = {};
  if (b.username !== undefined && b.username !== me.username) {
    if (rules.username(b.username)) refuseRule(ctx, 'username');
    if (ctx.state.users.where('username', b.username).length) breach(ctx, 'usernameExists');
    patch.username = b.username;
  }
  if (b.email !== undefined && String(b.email).toLowerCase() !== me.email) {
    if (rules.email(b.email)) refuseRule(ctx, 'email');
    checkCode(ctx, b.emailCode);
    if (ctx.state.userByEmail(b.email)) breach(ctx, 'emailExists');
    patch.email = String(b.email).toLowerCase();
  }
  if (b.nickname !== undefined) patch.nickname = b.nickname;
  if (b.mobile !== undefined) patch.mobile = b.mobile;
  // An avatar is stored only when its bytes are the PNG or JPEG image its data URL declares.
  if (b.avatar !== undefined && b.avatar !== null && !dataUrlImage(String(b.avatar))) refuseRule(ctx, 'avatarType');
  if (b.avatar !== undefined) patch.avatar = b.avatar;
  if (b.defaultRelId !== undefined) {
    const rel = ctx.state.rels.get(b.defaultRelId);
    if (!rel || rel.userId !== me.userId) breach(ctx, 'recordNotFound');
    ctx.state.defaults.set(me.userId, rel!.relId);
  }
  ctx.state.users.update(me.userId, patch);
  return currentUserView(ctx.state, me);
};

const deleteUser: Handler = (ctx) => {
  const me = requireUser(ctx);
  if (String(ctx.body.userId) !== me.userId) noPermission(ctx);
  checkCode(ctx, ctx.body.code);
  for (const rel of ctx.state.relsOfUser(me.userId)) {
    if (
      rel.role === 'superAdmin' &&
      ctx.state.rels.where('ugroupId', rel.ugroupId).filter((r) => r.role === 'superAdmin').length === 1
    ) {
      const others = ctx.state.rels.where('ugroupId', rel.ugroupId).length > 1;
      if (others) breach(ctx, 'lastSuperAdmin');
    }
    ctx.state.rels.remove(rel.relId);
  }
  ctx.state.users.remove(me.userId);
  ctx.state.defaults.delete(me.userId);
  for (const [token, s] of ctx.state.sessions) if (s.userId === me.userId) ctx.state.sessions.delete(token);
  return true;
};

const switchAccount: Handler = (ctx) => {
  const me = requireUser(ctx);
  const org = ctx.state.orgByAddr(ctx.body.targetUgroupAddr);
  const rel = org ? ctx.state.relOf(me.userId, org.ugroupId) : undefined;
  if (!org || !rel) noPermission(ctx);
  if (ctx.token) ctx.res.setHeader('authorization', ctx.token);
  return { ugroup: ugroupView(org!), rel: relView(rel!) };
};

// ------------------------------------------------------------------------------- invitation codes

export function invitationByCode(state: MockState, code: string): Row | undefined {
  return state.has('Invitation') ? state.collection('Invitation').where('code', code)[0] : undefined;
}

function usableInvitation(ctx: Ctx): { inv: Row; org: Org } {
  const inv = invitationByCode(ctx.state, String(ctx.body.code ?? '').trim());
  if (!inv) breach(ctx, 'invitationInvalid');
  expireInvitation(ctx.state, inv!, ctx.now);
  const org = ctx.state.orgs.get(inv!._org);
  if (!org || inv!.status !== 'pending') breach(ctx, 'invitationInvalid');
  return { inv: inv!, org: org! };
}

/**
 * The role an invitation gives: never above what its inviter may give by invitation now (an Admin invites
 * Basic Members only); null when the inviter may no longer invite into the organisation.
 */
export function grantedRole(state: MockState, inv: Row, org: Org): Role | null {
  const inviter = state.relOf(String(inv._owner ?? ''), org.ugroupId);
  const max = maxGrantableRole(inviter?.role, 'invitation');
  if (!max) return null;
  return lowerRole(inv.role, max) ?? 'member';
}

/** Only the invited address redeems an invitation (the code alone is not enough). */
function assertInvitedEmail(ctx: Ctx, inv: Row, email: unknown): void {
  const invited = String(inv.email ?? '')
    .trim()
    .toLowerCase();
  const given = String(email ?? '')
    .trim()
    .toLowerCase();
  if (!invited || invited !== given) breach(ctx, 'invitationOtherEmail');
}

function acceptInvitation(ctx: Ctx, user: User, inv: Row, org: Org): Rel {
  const role = grantedRole(ctx.state, inv, org);
  if (!role) breach(ctx, 'invitationInvalid');
  let rel = ctx.state.relOf(user.userId, org.ugroupId);
  if (!rel) {
    rel = ctx.state.rels.insert({
      relId: ctx.state.nextId('rel-'),
      userId: user.userId,
      ugroupId: org.ugroupId,
      role: role!,
      joinedAt: new Date(ctx.now).toISOString(),
    });
    if (!ctx.state.defaults.has(user.userId)) ctx.state.defaults.set(user.userId, rel.relId);
  }
  ctx.state
    .collection('Invitation')
    .update(inv.id, { status: 'accepted', acceptedAt: new Date(ctx.now).toISOString() });
  return rel;
}

const getInvitation: Handler = (ctx) => {
  const inv = invitationByCode(ctx.state, String(ctx.body.code ?? '').trim());
  if (!inv) breach(ctx, 'invitationInvalid');
  expireInvitation(ctx.state, inv!, ctx.now);
  const org = ctx.state.orgs.get(inv!._org);
  if (!org) breach(ctx, 'invitationInvalid');
  const inviter = ctx.state.users.get(inv!._owner);
  return {
    code: inv!.code,
    ugroup: ugroupView(org!),
    inviterName: inv!.inviterName,
    inviterEmail: inviter?.email ?? '',
    email: inv!.email ?? null,
    role: grantedRole(ctx.state, inv!, org!) ?? inv!.role,
    invitedAt: inv!.invitedAt,
    validUntil: inv!.validUntil,
    status: inv!.status,
  };
};

const joinInvitedAccount: Handler = (ctx) => {
  const me = requireUser(ctx);
  const { inv, org } = usableInvitation(ctx);
  assertInvitedEmail(ctx, inv, me.email);
  const rel = acceptInvitation(ctx, me, inv, org);
  return { rel: relView(rel), ugroup: ugroupView(org) };
};

const registerWithInvitation: Handler = (ctx) => {
  const { inv, org } = usableInvitation(ctx);
  if (ctx.body.agreeTerms !== true) breach(ctx, 'termsNotAgreed');
  assertInvitedEmail(ctx, inv, ctx.body.email);
  checkCode(ctx, ctx.body.emailCode);
  const user = createUser(ctx, { email: ctx.body.email, username: ctx.body.username, password: ctx.body.password });
  acceptInvitation(ctx, user, inv, org);
  return signIn(ctx, user, true);
};

/**
 * A new password ends the user's other sessions: every token of theirs stops working, except the one of a
 * signed-in change (the caller's own session stays valid); a reset while signed out ends them all.
 */
export function revokeOtherSessions(state: MockState, userId: string, keepToken?: string): number {
  let revoked = 0;
  for (const [token, s] of state.sessions)
    if (s.userId === userId && token !== keepToken) {
      state.sessions.delete(token);
      revoked++;
    }
  return revoked;
}

const resetPasswordWithCode: Handler = (ctx) => {
  checkCode(ctx, ctx.body.code);
  const user = ctx.state.userByEmail(String(ctx.body.email ?? ''));
  if (user) {
    ctx.state.users.update(user.userId, { _password: String(ctx.body.newPassword) });
    revokeOtherSessions(ctx.state, user.userId, ctx.user?.userId === user.userId ? ctx.token : undefined);
  }
  return true;
};

export const sessionHandlers: Record<string, Handler> = {
  login,
  loginWithCode,
  sendLoginCode,
  register,
  logout,
  queryCurrentUser,
  addUser,
  updateCurrentUser,
  deleteUser,
  switchAccount,
  getInvitation,
  joinInvitedAccount,
  registerWithInvitation,
  resetPasswordWithCode,
  sendEmailCode,
};
