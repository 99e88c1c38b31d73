// A key's request snippets: the organisation's active services to choose from, each service's own endpoint and
// example in curl, Python and JavaScript, the key named (masked) but never written into a snippet, and an empty
// state that leads to the application centre.
import '../support/jsdomGlobals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import KeySnippetsDialog from '@/features/apiUsage/components/KeySnippetsDialog';
import i18n from '@/i18n';
import { API_KEY_VARIABLE } from '@/lib/snippets';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const KEY = {
  id: 'key-1',
  name: 'ci-backend',
  keyPrefix: 'sk-aisp-0123',
  status: 'active' as const,
  createdAt: '2026-11-01T00:00:00Z',
  lastUsedAt: null,
  expiresAt: null,
};
const SERVICES = [
  { id: 'as-01', appId: 'app-ocr', name: 'Document OCR', status: 'active' },
  { id: 'as-02', appId: 'app-chat', name: 'Chat', status: 'active' },
];
const DETAIL: Record<string, object> = {
  'as-01': {
    id: 'as-01',
    name: 'Document OCR',
    endpoint: 'https://api.aispace.dev/v1/ocr',
    method: 'POST',
    requestExample: '{"image_url":"https://x/i.png"}',
  },
  'as-02': {
    id: 'as-02',
    name: 'Chat',
    endpoint: 'https://api.aispace.dev/v1/chat/completions',
    method: 'POST',
    requestExample: '{"stream":true}',
  },
};

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['apiUsage', 'snippets']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
  h.on('/api_service/detail', (body) => ok(DETAIL[String(body.serviceId)]));
});

function open() {
  const user = userEvent.setup({ delay: null });
  const onClose = jest.fn();
  const view = renderScreen(<KeySnippetsDialog apiKey={KEY} onClose={onClose} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
  return { user, onClose, ...view };
}

it('shows the first active service as curl, Python and JavaScript, the key read from the environment', async () => {
  h.on('/app_service/query', ok({ list: SERVICES, total: 2, pageNum: 1, pageSize: 50 }));
  const { user } = open();
  const curl = await screen.findByTestId('key-snippet-curl');
  expect(curl).toHaveTextContent(`curl -X POST 'https://api.aispace.dev/v1/ocr'`);
  expect(curl).toHaveTextContent(`$${API_KEY_VARIABLE}`);
  expect(h.to('/app_service/query')[0].body).toMatchObject({ status: 'active' });
  expect(screen.getByTestId('key-snippets-which')).toHaveTextContent(`Set ${API_KEY_VARIABLE} to the key ci-backend`);

  await user.click(screen.getByRole('tab', { name: 'Python' }));
  expect(screen.getByTestId('key-snippet-python')).toHaveTextContent(`os.environ['${API_KEY_VARIABLE}']`);
  await user.click(screen.getByRole('tab', { name: 'JavaScript' }));
  const js = screen.getByTestId('key-snippet-javascript');
  expect(js).toHaveTextContent('fetch("https://api.aispace.dev/v1/ocr"');

  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await user.click(screen.getByRole('button', { name: 'Copy the JavaScript snippet' }));
  expect(writeText).toHaveBeenCalledWith(js.textContent);
  writeText.mockRestore();
  // the key's prefix names it; no snippet carries it
  expect(js.textContent).not.toContain(KEY.keyPrefix);
});

it('switches to the chosen service', async () => {
  h.on('/app_service/query', ok({ list: SERVICES, total: 2, pageNum: 1, pageSize: 50 }));
  const { user } = open();
  await screen.findByTestId('key-snippet-curl');
  await user.click(screen.getByRole('combobox', { name: 'API service' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Chat' }));
  expect(await screen.findByText(/v1\/chat\/completions/)).toBeInTheDocument();
  expect(h.to('/api_service/detail').map((c) => c.body.serviceId)).toEqual(['as-01', 'as-02']);
});

it('leads to the application centre when the organisation has no active service', async () => {
  h.on('/app_service/query', ok({ list: [], total: 0, pageNum: 1, pageSize: 50 }));
  open();
  expect(await screen.findByTestId('key-snippets-empty')).toHaveTextContent('no active application service');
  expect(screen.getByRole('link', { name: 'Open the application centre' })).toHaveAttribute('href', '/apps');
  expect(screen.queryByTestId('key-snippet-curl')).toBeNull();
});
