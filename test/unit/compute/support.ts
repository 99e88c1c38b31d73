// What the compute screen tests share: a signed-in Super Admin of demo-lab and the texts of the area.
import i18n from '@/i18n';
import { initTexts, ok, type Harness } from '../support/renderHarness';

export const ORG = 'ug-7f3a9c2e';

const user = (role: string) => ({
  userId: 'u-1001',
  username: 'demo',
  ugroupRefList: [{ rel: { relId: 'r-1', role }, ugroup: { ugroupId: 'g-1', ugroupAddr: ORG } }],
});

/** localStorage of a signed-in user with this role in demo-lab. */
export const sessionAs = (role = 'superAdmin') => ({
  token: 't-1',
  userId: 'u-1001',
  accountAddr: ORG,
  currentUser: JSON.stringify(user(role)),
});

export async function loadComputeTexts(): Promise<void> {
  await initTexts();
  await i18n.loadNamespaces(['compute', 'usage']);
}

/** The startup fetch of the current user answers with the same role. */
export function routeSession(h: Harness, role = 'superAdmin'): void {
  h.on('/consume_user/query4id', ok(user(role)));
}

export const page = <T>(list: T[]) => ok({ list, total: list.length, pageNum: 1, pageSize: 100 });

export const node = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `gpu-${id}`,
  resourceType: 'bareMetal',
  status: 'online',
  specs: { gpuModel: 'NVIDIA H800 80GB', gpuCount: 8 },
  specSummary: '8x H800 80GB / 128C / 1TiB',
  gpuTotal: 8,
  gpuUsed: 0,
  groupId: null,
  groupName: null,
  ...over,
});
