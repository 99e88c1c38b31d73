// Log viewer tests: the lines and pages a paged log operation answers (LogLines), and the viewer made ready in
// jsdom (laid out, its texts and its lazily loaded chunk at hand before the first test waits for lines).
import i18n from '@/i18n';
import { layOutLogViewer } from './logViewerRect';
import { installHarness, initTexts, ok, type Harness } from './renderHarness';

export const logLine = (n: number, source: string, message: string, level = 'info') => ({
  n,
  time: '2026-11-23T10:00:00.000Z',
  level,
  source,
  message,
});
export type TestLogLine = ReturnType<typeof logLine>;

/** A LogLines page holding the whole log; firstError is where its first error line is. */
export function logPage(lines: TestLogLine[], finished: boolean) {
  const firstError = lines.findIndex((l) => l.level === 'error');
  return {
    lines,
    offset: 0,
    total: lines.length,
    totalLines: lines.length,
    firstError: firstError < 0 ? null : firstError,
    finished,
  };
}

/** Lays the viewer out, loads its texts and the screen's namespaces and its chunk; answers the undo of the layout. */
export async function readyLogViewer(namespaces: string[]): Promise<() => void> {
  await i18n.loadNamespaces([...namespaces, 'logs']);
  const restore = layOutLogViewer();
  await import('@/components/LogViewer/LogViewer');
  return restore;
}

/**
 * The harness of a screen with the log viewer, for a whole test file: installed now, the texts and the viewer ready
 * before the tests, emptied before each test with the demo user signed in.
 */
export function logViewerHarness(namespaces: string[]): Harness {
  const h = installHarness();
  let restore = () => {};
  beforeAll(async () => {
    await initTexts();
    restore = await readyLogViewer(namespaces);
  });
  afterAll(() => restore());
  beforeEach(() => {
    h.reset();
    h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
  });
  return h;
}
