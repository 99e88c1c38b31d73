// Edge: NacT devices (register, update, delete, their tunnels, adapters and port mappings) and network service
// groups with their members.
import { isAccessPoint, isCidr, rules } from '../../src/validation/rules';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import { refuseRule, type Ctx, type Handler } from '../lib/context';
import { ensureCollection } from '../lib/entities';
import { BusinessError } from '../lib/envelope';
import { TECHNICAL, consoleText } from '../lib/messages';
import { iso } from '../lib/time';
import { ENRICH, assertCanModify, checkFieldRules, findRow, insertRow, listRows, patchRow, removeRow } from './generic';

ENRICH.NactDeviceDetail = (_ctx, row) => ({
  ...row,
  tunnels: row._tunnels ?? [],
  adapters: row._adapters ?? [],
  portMappings: row._portMappings ?? [],
});

function checkDeviceFields(ctx: Ctx): void {
  checkFieldRules(ctx);
  const b = ctx.body;
  if (b.description !== undefined && rules.deviceDescription(b.description)) refuseRule(ctx, 'deviceDescription');
}

const registerNactDevice: Handler = (ctx) => {
  checkDeviceFields(ctx);
  if (ensureCollection(ctx.state, 'NactDevice').rows.some((d) => d.tsnSerial === ctx.body.tsnSerial))
    throw new BusinessError('TSN_EXISTS', consoleText('edge:rules.tsnExists', ctx.lang), 200, 2);
  const row = insertRow(ctx, 'NactDevice', {
    status: 'offline',
    lastSeenAt: null,
    _tunnels: [],
    _adapters: [],
    _portMappings: [],
  });
  // The mock's device calls in a few seconds after registering, as a provisioned one would: online, seen,
  // its tunnels up.
  ctx.state.scheduler.at(ctx.now + 4 * ctx.state.options.tickMs, (at) => {
    const devices = ctx.state.collection('NactDevice');
    const cur = devices.get(row.id);
    if (!cur || cur.status !== 'offline' || cur.lastSeenAt) return;
    const tunnels = ((cur._tunnels as Row[] | undefined) ?? []).map((t) => ({ ...t, status: 'up' }));
    devices.update(cur.id, { status: 'online', lastSeenAt: iso(at), _tunnels: tunnels });
  });
  return row;
};

const updateNactDevice: Handler = (ctx) => {
  checkDeviceFields(ctx);
  const d = findRow(ctx, 'NactDevice', ctx.body.id);
  assertCanModify(ctx, d);
  return patchRow(ctx, 'NactDevice', d);
};

// A deleted device leaves the service groups it was a member of (their member counts follow).
const deleteNactDevice: Handler = (ctx) => {
  const d = findRow(ctx, 'NactDevice', ctx.body.id);
  assertCanModify(ctx, d);
  removeRow(ctx, 'NactDevice', d);
  const groups = ensureCollection(ctx.state, 'NetworkServiceGroup');
  for (const g of groups.rows.filter((r) => ((r._members as string[] | undefined) ?? []).includes(String(d.id)))) {
    const members = [...new Set((g._members as string[]).filter((m) => m !== d.id))];
    groups.update(g.id, { _members: members, memberCount: members.length });
  }
  return true;
};

const deviceItem =
  (field: '_tunnels' | '_adapters' | '_portMappings', prefix: string, add: boolean): Handler =>
  (ctx) => {
    const d = findRow(ctx, 'NactDevice', ctx.body.deviceId);
    assertCanModify(ctx, d);
    const items = [...((d[field] as Row[] | undefined) ?? [])];
    if (add) {
      const { ugroupAddr: _a, deviceId: _d, ...fields } = ctx.body;
      const extra =
        field === '_tunnels'
          ? {
              remotePort:
                fields.remotePort ?? 30000 + (items.length + 1) * 17 + (Number(String(d.id).replace(/\D/g, '')) % 1000),
              // A tunnel is up only while its device is online.
              status: d.status === 'online' ? 'up' : 'down',
              createdAt: iso(ctx.now),
            }
          : {};
      items.push({ id: ctx.state.nextId(prefix), ...fields, ...extra });
    } else {
      const i = items.findIndex((x) => x.id === ctx.body.itemId);
      if (i < 0) breach(ctx, 'recordNotFound');
      items.splice(i, 1);
    }
    ctx.state.collection('NactDevice').update(d.id, { [field]: items });
    return ENRICH.NactDeviceDetail(ctx, d);
  };

/** A service group's address (CIDR) and access point (host:port), checked as the console's form checks them. */
function checkServiceGroupFields(ctx: Ctx): void {
  checkFieldRules(ctx);
  const b = ctx.body;
  const broken =
    b.address !== undefined && !isCidr(String(b.address))
      ? 'cidr'
      : b.accessPoint !== undefined && !isAccessPoint(String(b.accessPoint))
        ? 'accessPoint'
        : null;
  if (broken) throw new BusinessError('VALIDATION_ERROR', consoleText(`edge:rules.${broken}`, ctx.lang), 200, 2);
}

// A new group starts healthy and empty (the generic create would sample a status and a member count).
const createNetworkServiceGroup: Handler = (ctx) => {
  checkServiceGroupFields(ctx);
  return insertRow(ctx, 'NetworkServiceGroup', { status: 'normal', memberCount: 0, _members: [] });
};

const updateNetworkServiceGroup: Handler = (ctx) => {
  checkServiceGroupFields(ctx);
  const group = findRow(ctx, 'NetworkServiceGroup', ctx.body.id);
  assertCanModify(ctx, group);
  return patchRow(ctx, 'NetworkServiceGroup', group);
};

const nsgMembers = (ctx: Ctx): { group: Row; ids: string[] } => {
  const group = findRow(ctx, 'NetworkServiceGroup', ctx.body.groupId);
  return { group, ids: [...new Set((group._members as string[] | undefined) ?? [])] };
};

const queryNetworkServiceGroupMembers: Handler = (ctx) => {
  const { ids } = nsgMembers(ctx);
  const set = new Set(ids);
  return listRows(ctx, 'NactDevice', { where: (d) => set.has(String(d.id)) });
};

const nsgChange =
  (add: boolean): Handler =>
  (ctx) => {
    const { group, ids } = nsgMembers(ctx);
    assertCanModify(ctx, group);
    const members = new Set(ids);
    const succeeded: string[] = [];
    const failed: Array<{ id: string; reason: string }> = [];
    for (const id of ctx.body.deviceIds as string[]) {
      const dev = ensureCollection(ctx.state, 'NactDevice').get(id);
      if (!dev || dev._org !== ctx.org?.ugroupId) failed.push({ id, reason: TECHNICAL.notFound });
      else if (add === members.has(id))
        failed.push({ id, reason: add ? TECHNICAL.alreadyAMember : TECHNICAL.notAMember });
      else {
        if (add) members.add(id);
        else members.delete(id);
        succeeded.push(id);
      }
    }
    ctx.state.collection('NetworkServiceGroup').update(group.id, { _members: [...members], memberCount: members.size });
    return { succeeded, failed };
  };

export const edgeHandlers: Record<string, Handler> = {
  registerNactDevice,
  updateNactDevice,
  deleteNactDevice,
  addNactTunnel: deviceItem('_tunnels', 'tun-', true),
  removeNactTunnel: deviceItem('_tunnels', 'tun-', false),
  addNactAdapter: deviceItem('_adapters', 'nic-', true),
  removeNactAdapter: deviceItem('_adapters', 'nic-', false),
  addNactPortMapping: deviceItem('_portMappings', 'pm-', true),
  removeNactPortMapping: deviceItem('_portMappings', 'pm-', false),
  createNetworkServiceGroup,
  updateNetworkServiceGroup,
  queryNetworkServiceGroupMembers,
  addNetworkServiceGroupMembers: nsgChange(true),
  removeNetworkServiceGroupMembers: nsgChange(false),
};
