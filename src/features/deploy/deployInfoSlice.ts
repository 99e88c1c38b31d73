// deployInfo (docs/product-rules.md#session-and-browser-storage): the deploy wizard's choices, kept from step to step. The wizard also
// keeps a copy in the tab's sessionStorage (key `deployInfo`), so a reload keeps the choices and resumes a
// deployment that already started; the copy is only taken back by the same user in the same organisation.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BillingMode, InstanceType, PayType } from '@/api/generated/deploy.gen';

export type WizardStep = 'start' | 'confirm' | 'progress' | 'complete';
export const WIZARD_STEPS: readonly WizardStep[] = ['start', 'confirm', 'progress', 'complete'];

export interface DeployChoices {
  serviceId: string;
  image: string;
  gpuModel: string;
  gpuCount: number;
  billingMode: BillingMode;
  payType: PayType;
  name: string;
  type: InstanceType;
  description: string;
}

export interface DeployInfoState extends Partial<DeployChoices> {
  step?: WizardStep;
  /** Set once createDeployment answered: the wizard follows this deployment. */
  deploymentId?: string;
  instanceId?: string;
  /** Who is deploying, where: a saved wizard is restored only for them. */
  userId?: string;
  accountAddr?: string;
}

export const DEPLOY_INFO_STORAGE_KEY = 'deployInfo';

const deployInfoSlice = createSlice({
  name: 'deployInfo',
  initialState: {} as DeployInfoState,
  reducers: {
    deployInfoChanged(state, action: PayloadAction<Partial<DeployInfoState>>) {
      return { ...state, ...action.payload };
    },
    /** A new deployment of a service: earlier choices and any followed deployment are dropped. */
    deployStarted(_state, action: PayloadAction<{ serviceId: string; userId?: string; accountAddr?: string }>) {
      return { ...action.payload, step: 'start' as const };
    },
    deployInfoRestored(_state, action: PayloadAction<DeployInfoState>) {
      return action.payload;
    },
    deployInfoReset() {
      return {};
    },
  },
});

export const { deployInfoChanged, deployStarted, deployInfoRestored, deployInfoReset } = deployInfoSlice.actions;
export const deployInfoReducer = deployInfoSlice.reducer;

export const selectDeployInfo = (state: { deployInfo: DeployInfoState }): DeployInfoState => state.deployInfo;

export const isWizardStep = (value: unknown): value is WizardStep =>
  typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value);

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's copy: the wizard, and whose resources its purchase uses (orderInfo's cprsSource). */
export type SavedDeployInfo = DeployInfoState & { cprsSource?: 'indiv' | 'org' };

/** Keeps the wizard for this tab (an empty wizard removes the copy). */
export function saveDeployInfo(info: SavedDeployInfo): void {
  const store = sessionStore();
  if (!store) return;
  try {
    if (!info.serviceId) store.removeItem(DEPLOY_INFO_STORAGE_KEY);
    else store.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify(info));
  } catch {
    // storage full or refused: the wizard then lasts for this page only
  }
}

/** Forgets this tab's wizard (after a deployment is done with). */
export function clearDeployInfo(): void {
  saveDeployInfo({});
}

/** The wizard this tab saved for this user and organisation, or null. */
export function loadDeployInfo(owner: { userId: string | null; accountAddr: string | null }): SavedDeployInfo | null {
  const store = sessionStore();
  if (!store) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(store.getItem(DEPLOY_INFO_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return null;
  const info = saved as DeployInfoState;
  if (typeof info.serviceId !== 'string' || !info.serviceId) return null;
  if ((info.userId ?? null) !== owner.userId || (info.accountAddr ?? null) !== owner.accountAddr) return null;
  const { cprsSource, ...wizard } = info as SavedDeployInfo;
  return {
    ...wizard,
    step: isWizardStep(info.step) ? info.step : 'start',
    ...(cprsSource === 'indiv' || cprsSource === 'org' ? { cprsSource } : {}),
  };
}
