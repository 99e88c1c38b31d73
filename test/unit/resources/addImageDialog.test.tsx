// The add-image dialog in jsdom: a .zip is refused with its reason, a private external source without credentials
// is refused before any call, a local archive goes up in chunks and completes, the server's refusal stays inline,
// and a new version of an image starts from its name, tags and next version.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddImageDialog from '@/features/resources/components/AddImageDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const CREDENTIALS = 'A private source needs a username and password, otherwise the pull fails';
const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' };

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['resources']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
});

const imageCalls = () => h.sent.filter((s) => s.path.includes('/image/'));

function open(props: Partial<Parameters<typeof AddImageDialog>[0]> = {}) {
  const user = userEvent.setup({ delay: null });
  const onClose = jest.fn();
  const onAdded = jest.fn();
  renderScreen(<AddImageDialog onClose={onClose} onAdded={onAdded} {...props} />, { storage: SESSION });
  const dialog = screen.getByTestId('add-image-dialog');
  return { user, onClose, onAdded, dialog: within(dialog) };
}

describe('local upload', () => {
  it('refuses a .zip with the reason and keeps nothing', async () => {
    const { user, dialog } = open();
    const input = dialog.getByLabelText('Choose a .tar or .gz image archive');
    await user.upload(input, new File(['PK'], 'model.zip', { type: 'application/zip' }));
    expect(await dialog.findByTestId('upload-refused')).toHaveTextContent(
      'model.zip was not accepted: Only .tar and .gz files can be uploaded',
    );
    expect(dialog.queryByTestId('chosen-file')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Choose a .tar or .gz file to upload')).toBeInTheDocument();
    expect(imageCalls()).toEqual([]);
  });

  it('sends a .tar in chunks, then completes and closes', async () => {
    h.on('/image/upload_init', (body) =>
      ok({ uploadId: 'up-9', chunkSize: body.chunkSize, chunkCount: 3, receivedChunks: 0 }),
    );
    h.on('/image/upload_chunk', (body) =>
      ok({ uploadId: 'up-9', chunkSize: 1024, chunkCount: 3, receivedChunks: Number(body.index) + 1 }),
    );
    h.on(
      '/image/upload_complete',
      ok({ id: 'img-9', name: 'cuda-base', version: '5', source: 'upload', status: 'building' }),
    );
    const { user, dialog, onClose, onAdded } = open({ chunkBytes: 1024 });
    const bytes = new Uint8Array(2500).fill(3);
    await user.upload(
      dialog.getByLabelText('Choose a .tar or .gz image archive'),
      new File([bytes], 'Cuda_Base.tar.gz'),
    );
    expect(await dialog.findByTestId('chosen-file')).toHaveTextContent('Cuda_Base.tar.gz');
    expect(dialog.getByLabelText(/^Image name/)).toHaveValue('cuda-base');
    await user.type(dialog.getByLabelText(/^Version/), '5');
    await user.type(dialog.getByLabelText(/^Tags/), 'cuda, base');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(imageCalls().map((c) => c.path.split('/').pop())).toEqual([
      'upload_init',
      'upload_chunk',
      'upload_chunk',
      'upload_chunk',
      'upload_complete',
    ]);
    expect(h.to('/image/upload_init')[0].body).toMatchObject({
      name: 'cuda-base',
      version: '5',
      tags: ['cuda', 'base'],
      fileName: 'Cuda_Base.tar.gz',
      sizeBytes: 2500,
      chunkSize: 1024,
    });
    const sizes = h.to('/image/upload_chunk').map((c) => Buffer.from(String(c.body.contentBase64), 'base64').length);
    expect(sizes).toEqual([1024, 1024, 452]);
    expect(h.to('/image/upload_complete')[0].body).toMatchObject({ uploadId: 'up-9' });
    expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-9' }));
    expect(h.shown).toContainEqual({ kind: 'success', text: 'Image cuda-base:5 added; it is being prepared' });
  });
});

describe('external source', () => {
  it('refuses a private source without credentials before any call, the input kept', async () => {
    const { user, dialog } = open({ initialTab: 'external' });
    await user.type(dialog.getByLabelText(/^Source URL/), 'registry.example.com/a:1');
    await user.click(dialog.getByLabelText('Private source (needs a username and password)'));
    await user.type(dialog.getByLabelText(/^Image name/), 'private-app');
    await user.type(dialog.getByLabelText(/^Version/), '1');
    await user.click(dialog.getByRole('button', { name: 'Add image' }));
    expect(await dialog.findAllByText(CREDENTIALS)).toHaveLength(2);
    expect(imageCalls()).toEqual([]);
    expect(dialog.getByLabelText(/^Source URL/)).toHaveValue('registry.example.com/a:1');
  });

  it('shows the server refusal inline and stays open', async () => {
    h.on('/image/create_external', refused('The name already exists', 'NAME_EXISTS'));
    const { user, dialog, onClose } = open({ initialTab: 'external' });
    await user.type(dialog.getByLabelText(/^Source URL/), 'docker.io/library/python:3.12');
    await user.type(dialog.getByLabelText(/^Image name/), 'python-base');
    await user.type(dialog.getByLabelText(/^Version/), '3');
    await user.click(dialog.getByRole('button', { name: 'Add image' }));
    expect(await dialog.findByTestId('form-error')).toHaveTextContent('The name already exists');
    expect(h.to('/image/create_external')[0].body).toMatchObject({
      name: 'python-base',
      version: '3',
      sourceUrl: 'docker.io/library/python:3.12',
      private: false,
    });
    expect(h.to('/image/create_external')[0].body).not.toHaveProperty('sourcePassword');
    expect(onClose).not.toHaveBeenCalled();
    expect(h.shown).toEqual([]);
  });
});

describe('a new version of an image', () => {
  it("starts from the image's name, tags and description with the next version, and sends them", async () => {
    h.on('/image/create_external', (body) =>
      ok({ id: 'img-10', name: body.name, version: body.version, source: 'external', status: 'pulling' }),
    );
    const { user, dialog, onClose } = open({
      initialTab: 'external',
      versionOf: { name: 'python-base', version: '4', tags: ['py', 'cpu'], description: 'Python runtime' },
    });
    expect(screen.getByRole('dialog', { name: 'New version of image python-base' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Image name/)).toHaveValue('python-base');
    expect(dialog.getByLabelText(/^Version/)).toHaveValue('4');
    expect(dialog.getByLabelText(/^Tags/)).toHaveValue('py, cpu');
    expect(dialog.getByLabelText(/^Description/)).toHaveValue('Python runtime');
    await user.type(dialog.getByLabelText(/^Source URL/), 'docker.io/library/python:3.13');
    await user.click(dialog.getByRole('button', { name: 'Add image' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(h.to('/image/create_external')[0].body).toMatchObject({
      name: 'python-base',
      version: '4',
      tags: ['py', 'cpu'],
      description: 'Python runtime',
      sourceUrl: 'docker.io/library/python:3.13',
    });
  });
});
