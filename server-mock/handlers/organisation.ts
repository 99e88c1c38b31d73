// Organisations (consume_account, account_user_rel), members and roles, invitations, access keys and
// home modules. Roles follow the role table (src/validation/access.ts).
import crypto from 'node:crypto';
import { can, mayGrantRole, mayManageMember } from '../../src/validation/access';
import { HOME_MODULE_KEYS } from '../../src/validation/homeModules';
import { dataUrlImage } from '../../src/validation/imageContent';
import { checkInvitationBatch, rules } from '../../src/validation/rules';
import { breach } from '../lib/businessRules';
import { Collection, type Row } from '../lib/collection';
import { noPermission, refuseRule, requireOrg, requireUser, type Ctx, type Handler } from '../lib/context';
import { expireInvitation } from '../lib/invitations';
import { TECHNICAL } from '../lib/messages';
import { quotaView } from '../lib/preflight';
import type { Org, Rel, Role, User } from '../state';
import { listRows, requireAdmin } from './generic';

const DAY_MS = 86_400_000;

/** A logo is stored only when its bytes are the PNG or JPEG image its data URL declares (a text named .png is not). */
function checkLogo(ctx: Ctx, logo: unknown): void {
  if (logo !== undefined && logo !== null && !dataUrlImage(String(logo))) refuseRule(ctx, 'logoType');
}

/** The organisation named by ugroupId, which the caller must belong to. */
function memberOrg(ctx: Ctx, ugroupId: unknown): { org: Org; rel: Rel } {
  const me = requireUser(ctx);
  const org = ctx.state.orgs.get(ugroupId);
  const rel = org ? ctx.state.relOf(me.userId, org.ugroupId) : undefined;
  if (!org || !rel) noPermission(ctx);
  return { org: org!, rel: rel! };
}

function pendingInvitations(ctx: Ctx, ugroupId: string): Row[] {
  if (!ctx.state.has('Invitation')) return [];
  return ctx.state
    .collection('Invitation')
    .where('_org', ugroupId)
    .filter((i) => expireInvitation(ctx.state, i, ctx.now).status === 'pending');
}

export function organisationView(ctx: Ctx, org: Org): Row {
  const key = ctx.state.has('AccessKey') ? ctx.state.collection('AccessKey').where('_org', org.ugroupId)[0] : undefined;
  return {
    ...org,
    memberCount: ctx.state.rels.where('ugroupId', org.ugroupId).length,
    pendingInvitationCount: pendingInvitations(ctx, org.ugroupId).length,
    accessKeyId: key ? key.accessKeyId : null,
  };
}

function memberView(ctx: Ctx, rel: Rel): Row {
  const u = ctx.state.users.get(rel.userId) as User;
  return {
    userId: u.userId,
    relId: rel.relId,
    username: u.username,
    nickname: u.nickname,
    mobile: u.mobile,
    email: u.email,
    role: rel.role,
    joinedAt: rel.joinedAt,
  };
}

const createOrganisation: Handler = (ctx) => {
  const me = requireUser(ctx);
  const name = String(ctx.body.name ?? '');
  const bad = rules.resourceName(name);
  if (bad) refuseRule(ctx, bad);
  if (ctx.state.orgs.where('name', name).length) breach(ctx, 'nameExists');
  checkLogo(ctx, ctx.body.logo);
  const nowIso = new Date(ctx.now).toISOString();
  const org = ctx.state.orgs.insert({
    ugroupId: ctx.state.nextId('ug-'),
    ugroupAddr: `ug-${crypto.createHash('sha256').update(`${name}:${ctx.now}`).digest('hex').slice(0, 8)}`,
    name,
    type: ctx.body.type,
    createdId: me.userId,
    verificationMethod: 'platform',
    logo: ctx.body.logo ?? null,
    createdAt: nowIso,
  });
  const rel = ctx.state.rels.insert({
    relId: ctx.state.nextId('rel-'),
    userId: me.userId,
    ugroupId: org.ugroupId,
    role: 'superAdmin',
    joinedAt: nowIso,
  });
  if (ctx.body.setDefault === true || !ctx.state.defaults.has(me.userId)) ctx.state.defaults.set(me.userId, rel.relId);
  if (ctx.state.has('HomeModules')) {
    const keys = HOME_MODULE_KEYS;
    ctx.state
      .collection('HomeModules')
      .insert({ _org: org.ugroupId, modules: keys.map((key, order) => ({ key, enabled: true, order })) });
  }
  return organisationView(ctx, org);
};

const updateOrganisation: Handler = (ctx) => {
  const { org, rel } = memberOrg(ctx, ctx.body.ugroupId);
  if (!can(rel.role, 'editOrganisation')) noPermission(ctx);
  const patch: Partial<Org> = {};
  checkLogo(ctx, ctx.body.logo);
  if (ctx.body.logo !== undefined) patch.logo = ctx.body.logo;
  if (ctx.body.type !== undefined) patch.type = ctx.body.type;
  if (ctx.body.verificationMethod !== undefined) patch.verificationMethod = ctx.body.verificationMethod;
  ctx.state.orgs.update(org.ugroupId, patch);
  return organisationView(ctx, org);
};

const queryOrganisation: Handler = (ctx) => organisationView(ctx, memberOrg(ctx, ctx.body.ugroupId).org);

const inviteMembers: Handler = (ctx) => {
  requireAdmin(ctx, 'invite');
  const org = ctx.org!;
  const role = (ctx.body.role ?? 'member') as Role;
  if (!mayGrantRole(ctx.role, role, 'invitation')) noPermission(ctx);
  const emails: string[] = (ctx.body.emails ?? []).map((e: string) => String(e).trim());
  if (!emails.length) refuseRule(ctx, 'required');
  const pending = pendingInvitations(ctx, org.ugroupId);
  const check = checkInvitationBatch(emails, pending.length);
  if (check.invalid.length) refuseRule(ctx, 'email');
  if (check.duplicates.length) breach(ctx, 'duplicateEmail');
  if (check.overLimit) breach(ctx, 'invitationLimit');
  for (const email of emails) {
    const user = ctx.state.userByEmail(email);
    const already =
      (user && ctx.state.relOf(user.userId, org.ugroupId)) ||
      pending.some((p) => String(p.email).toLowerCase() === email.toLowerCase());
    if (already) breach(ctx, 'emailExists');
  }
  const days = Number(ctx.body.validityDays);
  const coll = ctx.state.collection('Invitation');
  const created = emails.map((email) => {
    const code = `INV-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
    ctx.state.notice(`invitation for ${email} to ${org.name}: ${code}`);
    return coll.insert({
      id: ctx.state.nextId('inv-'),
      code,
      email: email.toLowerCase(),
      role,
      inviterName: ctx.user!.username,
      invitedAt: new Date(ctx.now).toISOString(),
      validUntil: new Date(ctx.now + days * DAY_MS).toISOString(),
      validityDays: days,
      acceptedAt: null,
      status: 'pending',
      _org: org.ugroupId,
      _owner: ctx.user!.userId,
    });
  });
  return { invitations: created.map(invitationView) };
};

/** An invitation as answered to the organisation: its code goes to the invited email only, never in an answer. */
function invitationView(inv: Row): Row {
  const { code: _code, ...rest } = inv;
  return rest;
}

const queryInvitations: Handler = (ctx) => {
  requireUser(ctx);
  if (!ctx.org) return { list: [], total: 0, pageNum: 1, pageSize: Number(ctx.body.pageSize ?? 10) };
  pendingInvitations(ctx, ctx.org.ugroupId); // expire what is due first, so the status filter is right
  const page = listRows(ctx, 'Invitation');
  return { ...page, list: page.list.map(invitationView) };
};

/** Super Admin manages anyone; Admin only Basic Members; Basic Member nobody (src/validation/access.ts). */
function assertCanManage(ctx: Ctx, target: Rel): void {
  if (!mayManageMember(ctx.role, target.role)) noPermission(ctx);
}

function keepsSuperAdmin(ctx: Ctx, ugroupId: string, leaving: Rel[]): boolean {
  const ids = new Set(leaving.map((r) => r.relId));
  return ctx.state.rels.where('ugroupId', ugroupId).some((r) => r.role === 'superAdmin' && !ids.has(r.relId));
}

const removeMembers: Handler = (ctx) => {
  requireAdmin(ctx, 'removeMember');
  const org = ctx.org!;
  const targets: Rel[] = [];
  const failed: Array<{ id: string; reason: string }> = [];
  for (const userId of ctx.body.userIds as string[]) {
    const rel = ctx.state.relOf(userId, org.ugroupId);
    if (!rel) failed.push({ id: userId, reason: TECHNICAL.notAMember });
    else {
      assertCanManage(ctx, rel);
      targets.push(rel);
    }
  }
  if (!keepsSuperAdmin(ctx, org.ugroupId, targets)) breach(ctx, 'lastSuperAdmin');
  for (const rel of targets) {
    ctx.state.rels.remove(rel.relId);
    if (ctx.state.defaults.get(rel.userId) === rel.relId) ctx.state.defaults.delete(rel.userId);
  }
  return { succeeded: targets.map((r) => r.userId), failed };
};

const updateMemberRole: Handler = (ctx) => {
  requireAdmin(ctx, 'setRole');
  const org = ctx.org!;
  const rel = ctx.state.relOf(String(ctx.body.userId), org.ugroupId);
  if (!rel) breach(ctx, 'recordNotFound');
  const role = ctx.body.role as Role;
  assertCanManage(ctx, rel!);
  if (!mayGrantRole(ctx.role, role, 'roleChange')) noPermission(ctx);
  if (rel!.role === 'superAdmin' && role !== 'superAdmin' && !keepsSuperAdmin(ctx, org.ugroupId, [rel!]))
    breach(ctx, 'lastSuperAdmin');
  ctx.state.rels.update(rel!.relId, { role });
  return memberView(ctx, rel!);
};

const addMembership: Handler = (ctx) => {
  requireAdmin(ctx, 'invite');
  const org = ctx.org!;
  const role = (ctx.body.role ?? 'member') as Role;
  if (!mayGrantRole(ctx.role, role, 'invitation')) noPermission(ctx);
  const user = ctx.state.userByEmail(String(ctx.body.email));
  if (!user) breach(ctx, 'recordNotFound');
  if (ctx.state.relOf(user!.userId, org.ugroupId)) breach(ctx, 'emailExists');
  const rel = ctx.state.rels.insert({
    relId: ctx.state.nextId('rel-'),
    userId: user!.userId,
    ugroupId: org.ugroupId,
    role,
    joinedAt: new Date(ctx.now).toISOString(),
  });
  if (!ctx.state.defaults.has(user!.userId)) ctx.state.defaults.set(user!.userId, rel.relId);
  return memberView(ctx, rel);
};

const deleteMembership: Handler = (ctx) => {
  const me = requireUser(ctx);
  const rel = ctx.state.rels.get(ctx.body.relId);
  if (!rel) breach(ctx, 'recordNotFound');
  if (rel!.userId !== me.userId) {
    const mine = ctx.state.relOf(me.userId, rel!.ugroupId);
    if (!mine) noPermission(ctx);
    Object.assign(ctx, { rel: mine, role: mine!.role });
    assertCanManage(ctx, rel!);
  }
  if (!keepsSuperAdmin(ctx, rel!.ugroupId, [rel!]) && ctx.state.rels.where('ugroupId', rel!.ugroupId).length > 1)
    breach(ctx, 'lastSuperAdmin');
  ctx.state.rels.remove(rel!.relId);
  if (ctx.state.defaults.get(rel!.userId) === rel!.relId) ctx.state.defaults.delete(rel!.userId);
  return true;
};

const sendOperationEmail: Handler = (ctx) => {
  requireAdmin(ctx, 'invite');
  const emails: string[] = ctx.body.emails ?? [];
  for (const e of emails) ctx.state.notice(`operation email "${ctx.body.template}" to ${e}`);
  return { sent: emails.length, failed: [] };
};

/**
 * The members of an organisation as a collection, kept while no membership or account changes (and for the last few
 * organisations asked): built per call, 40,000 members at MOCK_SCALE=1000 cost a copy and a sort every time.
 */
const memberLists = new Map<
  string,
  { rels: Collection<Rel>; relsVersion: number; users: Collection<User>; usersVersion: number; coll: Collection }
>();
const MEMBER_LISTS_MAX = 8;

function membersOf(ctx: Ctx): Collection {
  const org = ctx.org?.ugroupId;
  const key = org ?? '';
  const hit = memberLists.get(key);
  const { state } = ctx;
  if (
    hit &&
    hit.rels === state.rels &&
    hit.relsVersion === state.rels.version &&
    hit.users === state.users &&
    hit.usersVersion === state.users.version
  ) {
    memberLists.delete(key);
    memberLists.set(key, hit);
    return hit.coll;
  }
  const rows = org ? state.rels.where('ugroupId', org).map((r) => memberView(ctx, r)) : [];
  const coll = new Collection('members', 'userId', [], rows);
  memberLists.delete(key);
  memberLists.set(key, {
    rels: state.rels,
    relsVersion: state.rels.version,
    users: state.users,
    usersVersion: state.users.version,
    coll,
  });
  while (memberLists.size > MEMBER_LISTS_MAX) memberLists.delete(memberLists.keys().next().value as string);
  return coll;
}

const queryMembers: Handler = (ctx) => {
  requireUser(ctx);
  const b = ctx.body;
  const coll = membersOf(ctx);
  const sortable = ['username', 'nickname', 'mobile', 'email', 'role', 'joinedAt'];
  const dayEnd = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T23:59:59.999Z` : d);
  return coll.list({
    pageNum: b.pageNum,
    pageSize: b.pageSize,
    sortField: sortable.includes(b.sortField) ? b.sortField : 'joinedAt',
    sortOrder: b.sortField && sortable.includes(b.sortField) ? b.sortOrder : 'desc',
    equals: { role: b.role },
    contains: [
      { fields: ['username', 'nickname'], value: b.username },
      { fields: ['email'], value: b.email },
      { fields: ['username', 'nickname', 'email', 'mobile'], value: b.keyword },
    ],
    ranges: [{ field: 'joinedAt', from: b.joinedFrom, to: b.joinedTo ? dayEnd(String(b.joinedTo)) : undefined }],
  });
};

function invitationOf(ctx: Ctx): Row {
  requireAdmin(ctx, 'withdrawInvitation');
  const inv = ctx.state.collection('Invitation').get(ctx.body.id);
  if (!inv || inv._org !== ctx.org!.ugroupId) breach(ctx, 'recordNotFound');
  return expireInvitation(ctx.state, inv!, ctx.now);
}

const withdrawInvitation: Handler = (ctx) => {
  const inv = invitationOf(ctx);
  if (inv.status !== 'pending') breach(ctx, 'invalidState');
  return invitationView(ctx.state.collection('Invitation').update(inv.id, { status: 'withdrawn' })!);
};

const resendInvitation: Handler = (ctx) => {
  const inv = invitationOf(ctx);
  if (inv.status !== 'pending' && inv.status !== 'expired') breach(ctx, 'invalidState');
  if (inv.status === 'expired' && pendingInvitations(ctx, ctx.org!.ugroupId).length >= 100)
    breach(ctx, 'invitationLimit');
  const days = Number(inv.validityDays) || 7;
  ctx.state.notice(`invitation resent to ${inv.email}: ${inv.code}`);
  return invitationView(
    ctx.state.collection('Invitation').update(inv.id, {
      status: 'pending',
      invitedAt: new Date(ctx.now).toISOString(),
      validUntil: new Date(ctx.now + days * DAY_MS).toISOString(),
    })!,
  );
};

// ------------------------------------------------------------------------------------- access keys

function keyOf(ctx: Ctx): Row | undefined {
  return ctx.org ? ctx.state.collection('AccessKey').where('_org', ctx.org.ugroupId)[0] : undefined;
}

function newSecret(): string {
  return crypto.randomBytes(30).toString('base64').replace(/[+/=]/g, 'x').slice(0, 40);
}

const mask = (secret: string): string => `${'*'.repeat(16)}${secret.slice(-4)}`;

const queryAccessKey: Handler = (ctx) => {
  requireUser(ctx);
  return keyOf(ctx) ?? null;
};

const createAccessKey: Handler = (ctx) => {
  requireAdmin(ctx, 'editAccessKeys');
  const coll = ctx.state.collection('AccessKey');
  const old = keyOf(ctx);
  if (old) coll.remove(old.accessKeyId);
  const secret = newSecret();
  const nowIso = new Date(ctx.now).toISOString();
  const row = coll.insert({
    accessKeyId: `AKID${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
    secretMasked: mask(secret),
    status: 'enabled',
    createdAt: nowIso,
    updatedAt: nowIso,
    _secret: secret,
    _org: ctx.org!.ugroupId,
  });
  return { ...row, secretAccessKey: secret };
};

const updateAccessKey: Handler = (ctx) => {
  requireAdmin(ctx, 'editAccessKeys');
  const key = keyOf(ctx);
  if (!key || key.accessKeyId !== ctx.body.accessKeyId) breach(ctx, 'recordNotFound');
  const patch: Row = { updatedAt: new Date(ctx.now).toISOString() };
  let secret: string | null = null;
  if (ctx.body.rotateSecret === true) {
    secret = newSecret();
    patch._secret = secret;
    patch.secretMasked = mask(secret);
  }
  if (ctx.body.status) patch.status = ctx.body.status;
  const row = ctx.state.collection('AccessKey').update(key!.accessKeyId, patch)!;
  return { ...row, secretAccessKey: secret };
};

// ------------------------------------------------------------------------------------ home modules

function modulesOf(ctx: Ctx): Row {
  const coll = ctx.state.collection('HomeModules');
  const id = ctx.org?.ugroupId ?? '';
  return coll.get(id) ?? { modules: [] };
}

const queryHomeModules: Handler = (ctx) => {
  requireUser(ctx);
  return modulesOf(ctx);
};

const updateHomeModules: Handler = (ctx) => {
  requireAdmin(ctx, 'editHomeModules');
  const coll = ctx.state.collection('HomeModules');
  const modules = [...(ctx.body.modules as Row[])].sort((a, b) => Number(a.order) - Number(b.order));
  const existing = coll.get(ctx.org!.ugroupId);
  if (existing) coll.update(ctx.org!.ugroupId, { modules });
  else coll.insert({ _org: ctx.org!.ugroupId, modules });
  return { modules };
};

/** The selected organisation's quotas, usage (from its live resources) and headroom; every member may read them. */
const getOrganisationQuota: Handler = (ctx) => quotaView(ctx.state, requireOrg(ctx).ugroupId);

export const organisationHandlers: Record<string, Handler> = {
  getOrganisationQuota,
  createOrganisation,
  updateOrganisation,
  queryOrganisation,
  inviteMembers,
  queryInvitations,
  removeMembers,
  updateMemberRole,
  addMembership,
  deleteMembership,
  sendOperationEmail,
  queryMembers,
  withdrawInvitation,
  resendInvitation,
  queryAccessKey,
  createAccessKey,
  updateAccessKey,
  queryHomeModules,
  updateHomeModules,
};
