// Organisation first: the name rule (lowercase, digits, hyphen, starts with a letter, 4-60), the type, sign-out.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CreateOrganisation from '@/features/session/components/CreateOrganisation';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

const NAME_RULE = 'Use 4-60 lowercase letters, digits or hyphens, starting with a letter';
const neworg = { userId: 'u-1004', username: 'neworg', email: 'neworg@aispace.dev', ugroupRefList: [] };

// Typing into MUI fields in jsdom is slow when every test file runs at once.
jest.setTimeout(20_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok(neworg));
});

async function open() {
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<CreateOrganisation />, {
    path: '/portal',
    storage: { token: 't-4', userId: 'u-1004', currentUser: JSON.stringify(neworg) },
  });
  await screen.findByRole('heading', { name: 'Create your organisation', level: 1 });
  return { user, form: screen.getByTestId('create-organisation'), ...view };
}

describe('create your organisation', () => {
  it('says the name cannot be changed later', async () => {
    const { form } = await open();
    expect(within(form).getByText(/The name cannot be changed later/)).toBeInTheDocument();
  });

  it.each([
    ['uppercase', 'My-Lab'],
    ['a leading digit', '1lab'],
    ['an underscore', 'my_lab'],
    ['too short', 'lab'],
    ['a space', 'my lab'],
    ['a leading hyphen', '-mylab'],
  ])('refuses a name with %s, with the rule message, and sends nothing', async (_what, name) => {
    const { user, form } = await open();
    await user.type(within(form).getByLabelText(/^Organisation name/), name);
    await user.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await within(form).findByText(NAME_RULE)).toBeInTheDocument();
    expect(h.to('/consume_account/add')).toHaveLength(0);
  });

  it('takes at most 60 characters', async () => {
    const { user, form } = await open();
    await user.type(within(form).getByLabelText(/^Organisation name/), `a${'b'.repeat(60)}`);
    expect(within(form).getByLabelText(/^Organisation name/)).toHaveValue(`a${'b'.repeat(59)}`);
  });

  it('requires a name', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(h.to('/consume_account/add')).toHaveLength(0);
  });

  it('creates the organisation with the chosen type and shows a refusal inline', async () => {
    h.on('/consume_account/add', refused('The name already exists', 'NAME_EXISTS'));
    const { user, form } = await open();
    await user.type(within(form).getByLabelText(/^Organisation name/), 'neworg-lab');
    await user.click(within(form).getByRole('radio', { name: 'Business' }));
    await user.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The name already exists');
    expect(h.to('/consume_account/add').map((s) => s.body)).toEqual([
      { name: 'neworg-lab', type: 'business', setDefault: true },
    ]);
    expect(within(form).getByLabelText(/^Organisation name/)).toHaveValue('neworg-lab');
  });

  it('offers signing out', async () => {
    const { user, form, store } = await open();
    await user.click(within(form).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.getState().session.userToken).toBeNull());
  });
});
