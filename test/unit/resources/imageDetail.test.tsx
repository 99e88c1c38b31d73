// An image built from a GitLab project names the project (its name and GitLab project ID), never the internal link
// key (issue 27, item 19).
import '../support/jsdomGlobals';
import { screen } from '@testing-library/react';
import ImageDetailDialog from '@/features/resources/components/ImageDetailDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' };
const IMAGE = {
  id: 'img-07',
  name: 'vision-serve',
  source: 'gitlab',
  version: 'v3',
  status: 'ready',
  gitlabProjectId: 'gl-04',
  tags: [],
};
const PROJECTS = [
  {
    id: 'gl-04',
    projectId: 4711,
    name: 'vision_models',
    url: 'https://gitlab.example.org/ml/vision_models',
    allowPlatformAccess: true,
  },
  {
    id: 'gl-040',
    projectId: 5000,
    name: 'other',
    url: 'https://gitlab.example.org/ml/other',
    allowPlatformAccess: true,
  },
];

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['resources']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
  h.on('/image/detail', ok(IMAGE));
});

describe('image detail', () => {
  it('names the GitLab project by its name and project ID', async () => {
    h.on('/gitlab_project/query', (body) =>
      ok({ list: PROJECTS.filter((p) => p.id.includes(String(body.keyword ?? ''))), total: 2 }),
    );
    renderScreen(<ImageDetailDialog id="img-07" onClose={() => undefined} />, { storage: SESSION });
    expect(await screen.findByText('vision_models (GitLab project ID 4711)')).toBeInTheDocument();
    expect(screen.queryByText('gl-04')).not.toBeInTheDocument();
    expect(h.to('/gitlab_project/query')[0].body).toMatchObject({ keyword: 'gl-04' });
  });

  it('says the project is no longer linked when it is gone', async () => {
    h.on('/gitlab_project/query', ok({ list: [], total: 0 }));
    renderScreen(<ImageDetailDialog id="img-07" onClose={() => undefined} />, { storage: SESSION });
    expect(await screen.findByText('A project no longer linked')).toBeInTheDocument();
    expect(screen.queryByText('gl-04')).not.toBeInTheDocument();
  });
});
