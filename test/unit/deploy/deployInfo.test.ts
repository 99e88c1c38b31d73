// deployInfo: the wizard's choices step to step, kept in the tab's sessionStorage and taken back only by the
// same user in the same organisation.
import {
  DEPLOY_INFO_STORAGE_KEY,
  clearDeployInfo,
  deployInfoChanged,
  deployInfoReducer,
  deployInfoReset,
  deployStarted,
  loadDeployInfo,
  saveDeployInfo,
} from '@/features/deploy/deployInfoSlice';

const OWNER = { userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' };

beforeEach(() => sessionStorage.clear());

describe('deployInfo reducer', () => {
  it('starts as {}', () => {
    expect(deployInfoReducer(undefined, { type: 'init' })).toEqual({});
  });

  it('merges choices and keeps the earlier ones', () => {
    let state = deployInfoReducer({}, deployStarted({ serviceId: 'svc-a', ...OWNER }));
    state = deployInfoReducer(state, deployInfoChanged({ image: 'img:1', gpuCount: 2 }));
    state = deployInfoReducer(state, deployInfoChanged({ step: 'confirm' }));
    expect(state).toEqual({
      serviceId: 'svc-a',
      ...OWNER,
      image: 'img:1',
      gpuCount: 2,
      step: 'confirm',
    });
  });

  it('a new deployment drops earlier choices and any followed deployment', () => {
    const before = { serviceId: 'svc-a', image: 'x', deploymentId: 'dep-1', step: 'progress' as const };
    expect(deployInfoReducer(before, deployStarted({ serviceId: 'svc-b' }))).toEqual({
      serviceId: 'svc-b',
      step: 'start',
    });
  });

  it('resets to {}', () => {
    expect(deployInfoReducer({ serviceId: 'svc-a' }, deployInfoReset())).toEqual({});
  });
});

describe('deployInfo in sessionStorage', () => {
  it('is taken back by the same user in the same organisation', () => {
    saveDeployInfo({ serviceId: 'svc-a', ...OWNER, step: 'confirm', name: 'my-app', gpuCount: 1 });
    expect(loadDeployInfo(OWNER)).toEqual({
      serviceId: 'svc-a',
      ...OWNER,
      step: 'confirm',
      name: 'my-app',
      gpuCount: 1,
    });
  });

  it('is not taken back by another user or in another organisation', () => {
    saveDeployInfo({ serviceId: 'svc-a', ...OWNER, step: 'confirm' });
    expect(loadDeployInfo({ ...OWNER, userId: 'u-1002' })).toBeNull();
    expect(loadDeployInfo({ ...OWNER, accountAddr: 'ug-2b81d0aa' })).toBeNull();
  });

  it('ignores a broken or foreign entry, and an unknown step becomes the first', () => {
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, '{not json');
    expect(loadDeployInfo(OWNER)).toBeNull();
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify([1, 2]));
    expect(loadDeployInfo(OWNER)).toBeNull();
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ ...OWNER, step: 'start' }));
    expect(loadDeployInfo(OWNER)).toBeNull();
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ serviceId: 'svc-a', ...OWNER, step: 'warp' }));
    expect(loadDeployInfo(OWNER)?.step).toBe('start');
  });

  it("keeps whose resources the purchase uses (orderInfo's cprsSource), and only a known value", () => {
    saveDeployInfo({ serviceId: 'svc-a', ...OWNER, step: 'confirm', cprsSource: 'org' });
    expect(loadDeployInfo(OWNER)).toMatchObject({ serviceId: 'svc-a', cprsSource: 'org' });
    sessionStorage.setItem(
      DEPLOY_INFO_STORAGE_KEY,
      JSON.stringify({ serviceId: 'svc-a', ...OWNER, step: 'confirm', cprsSource: 'everyone' }),
    );
    expect(loadDeployInfo(OWNER)).not.toHaveProperty('cprsSource');
  });

  it('an empty wizard or clearing removes the copy', () => {
    saveDeployInfo({ serviceId: 'svc-a', ...OWNER });
    clearDeployInfo();
    expect(sessionStorage.getItem(DEPLOY_INFO_STORAGE_KEY)).toBeNull();
  });
});
