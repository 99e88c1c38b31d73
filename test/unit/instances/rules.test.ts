// What each status allows, the grid's list call from the URL, runtimes that tick only while the container is
// held, chart summaries, and the dialogs' form rules (save image, reset phrase, paths).
import type { InstanceStatus } from '@/features/instances/api';
import { summarise } from '@/features/instances/components/panel/metrics';
import { runtimeMs } from '@/features/instances/components/RuntimeText';
import { isFinalSessionError } from '@/features/instances/components/terminal/terminalConnection';
import { instanceListRequest, parseStatuses } from '@/features/instances/listRequest';
import {
  downloadSchema,
  resetSchema,
  saveImageRequest,
  saveImageSchema,
  uploadSchema,
} from '@/features/instances/schemas';
import {
  actionApplies,
  INSTANCE_STATUSES,
  isTransitional,
  visibleActions,
  type InstanceAction,
} from '@/features/instances/status';

const inst = (status: InstanceStatus, extra: { publicAccess?: boolean; computeNetwork?: boolean } = {}) => ({
  status,
  publicAccess: false,
  computeNetwork: false,
  ...extra,
});
const allowedIn = (action: InstanceAction) => INSTANCE_STATUSES.filter((s) => actionApplies(action, inst(s, {})));

describe('statuses and actions', () => {
  it('knows the twelve statuses and animates the four on their way to another', () => {
    expect(INSTANCE_STATUSES).toHaveLength(12);
    expect(INSTANCE_STATUSES.filter(isTransitional)).toEqual(['creating', 'removing', 'archiving', 'restoring']);
  });

  it('allows release wherever the server does, never while removing or once released', () => {
    expect(allowedIn('release')).toEqual(
      ['initial', 'created_failure', 'running', 'removed_failure', 'unknown', 'created_success'].sort(
        (a, b) => INSTANCE_STATUSES.indexOf(a as InstanceStatus) - INSTANCE_STATUSES.indexOf(b as InstanceStatus),
      ),
    );
  });

  it('allows restart, VXLAN repair, reset and archive on up or unknown instances; data and images only when up', () => {
    for (const a of ['restart', 'repairVxlan', 'reset', 'archive'] as const)
      expect(allowedIn(a)).toEqual(['created_success', 'running', 'unknown']);
    for (const a of ['saveImage', 'uploadData', 'downloadData', 'enablePublicAccess'] as const)
      expect(allowedIn(a)).toEqual(['created_success', 'running']);
  });

  it('shows the side of a switch that changes it', () => {
    expect(visibleActions(inst('running', { publicAccess: true }))).toContain('disablePublicAccess');
    expect(visibleActions(inst('running', { publicAccess: true }))).not.toContain('enablePublicAccess');
    expect(visibleActions(inst('running'))).toContain('enableComputeNetwork');
    expect(actionApplies('disablePublicAccess', inst('running'))).toBe(false);
  });
});

describe('grid list call', () => {
  it('sends the page type, the statuses as a list and "mine" as the builder', () => {
    expect(
      instanceListRequest(
        { pageNum: 2, pageSize: 10, statuses: 'running,bogus,removing', mine: '1' },
        'interactive',
        'member',
      ),
    ).toEqual({ pageNum: 2, pageSize: 10, type: 'interactive', statuses: ['running', 'removing'], builder: 'member' });
    expect(instanceListRequest({ pageNum: 1, pageSize: 10 }, 'nonInteractive', 'member')).toEqual({
      pageNum: 1,
      pageSize: 10,
      type: 'nonInteractive',
    });
    expect(parseStatuses(undefined)).toEqual([]);
  });
});

describe('runtime', () => {
  it('adds the time since the fetch while the container is held, not otherwise', () => {
    expect(runtimeMs(60, 'running', 1_000, 6_000)).toBe(65_000);
    expect(runtimeMs(60, 'removing', 1_000, 6_000)).toBe(65_000);
    expect(runtimeMs(60, 'removed_success', 1_000, 6_000)).toBe(60_000);
    expect(runtimeMs(undefined, 'running', 1_000, 6_000)).toBeNull();
  });
});

describe('chart summaries', () => {
  it('gives latest, average, lowest and highest', () => {
    expect(summarise([2, 8, 5])).toEqual({ latest: 5, average: 5, min: 2, max: 8 });
    expect(summarise([])).toEqual({ latest: 0, average: 0, min: 0, max: 0 });
  });
});

describe('terminal session errors', () => {
  it('treats refusals as final and network trouble as passing', () => {
    expect(isFinalSessionError({ kind: 'business', errorCode: 'NOT_FOUND' })).toBe(true);
    expect(isFinalSessionError({ kind: 'http', status: 400 })).toBe(true);
    expect(isFinalSessionError({ kind: 'http', status: 502 })).toBe(false);
    expect(isFinalSessionError({ kind: 'noResponse' })).toBe(false);
  });

  it('asks again for an instance that is not running yet (a restart closes the terminal)', () => {
    expect(isFinalSessionError({ kind: 'business', errorCode: 'INVALID_STATE' })).toBe(false);
    expect(isFinalSessionError({ kind: 'business', errorCode: 'NO_PERMISSION' })).toBe(true);
    expect(isFinalSessionError({ kind: 'forbidden' })).toBe(true);
  });
});

describe('form rules', () => {
  const errorsOf = (schema: { validateSync(v: unknown, o: object): unknown }, values: object) => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as { errors: string[] }).errors;
    }
  };

  it('save image: resource name, digits-only version, comma separated tags', () => {
    expect(errorsOf(saveImageSchema, { imageName: 'Bad_Name', version: 'v1', tags: '', description: '' })).toEqual([
      'validation:resourceName',
      'validation:version',
    ]);
    expect(errorsOf(saveImageSchema, { imageName: '', version: '', tags: '', description: '' })).toEqual([
      'validation:required',
      'validation:required',
    ]);
    expect(errorsOf(saveImageSchema, { imageName: 'my-image', version: '12', tags: 'a,,b', description: '' })).toEqual(
      [],
    );
    expect(
      errorsOf(saveImageSchema, { imageName: 'my-image', version: '12', tags: 'x'.repeat(33), description: '' }),
    ).toEqual(['validation:tags']);
  });

  it('save image request: tags split and trimmed (full-width commas too), blanks left out', () => {
    expect(
      saveImageRequest('ins-1', {
        imageName: ' my-image ',
        version: '3',
        tags: 'pytorch, cuda12，a100',
        description: ' ',
      }),
    ).toEqual({
      id: 'ins-1',
      imageName: 'my-image',
      version: '3',
      tags: ['pytorch', 'cuda12', 'a100'],
    });
  });

  it('reset takes exactly 初始化', () => {
    expect(errorsOf(resetSchema, { confirmation: '初始化' })).toEqual([]);
    expect(errorsOf(resetSchema, { confirmation: '初始' })).toEqual(['validation:resetPhrase']);
    expect(errorsOf(resetSchema, { confirmation: ' 初始化' })).toEqual(['validation:resetPhrase']);
  });

  it('paths are absolute', () => {
    expect(errorsOf(uploadSchema, { targetPath: '/root/data' })).toEqual([]);
    expect(errorsOf(uploadSchema, { targetPath: 'data' })).toEqual(['instances:data.pathAbsolute']);
    expect(errorsOf(downloadSchema, { path: '' })).toContain('validation:required');
  });
});
