// The one form dialog: the rule's message where the field is, the refusal above the buttons with every value kept,
// and no way to close it (Escape, Cancel) while the form is being sent; while a preflight among the fields refuses the
// purchase, submit is disabled and nothing is sent.
import '../support/jsdomGlobals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import FormDialog from '@/components/form/FormDialog';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { useReportRefusal } from '@/components/preflight/refusalGate';
import { initTexts } from '../support/renderHarness';

beforeAll(() => initTexts());

function setup(onSubmit: (values: { name: string; size: string }) => Promise<void>) {
  const onClose = jest.fn();
  render(
    <FormDialog
      title="Create bucket"
      initialValues={{ name: '', size: '' }}
      validationSchema={object({
        name: string().required('validation:required'),
        size: string().required('validation:required'),
      })}
      submitLabel="Create"
      failedText="Could not create the bucket"
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField name="name" label="Name" required />
      <FormSelect
        name="size"
        label="Size"
        options={[
          { value: 's', label: 'Small' },
          { value: 'l', label: 'Large', detail: '2 left' },
        ]}
      />
    </FormDialog>,
  );
  return {
    onClose,
    user: userEvent.setup({ delay: null }),
    dialog: screen.getByRole('dialog', { name: 'Create bucket' }),
  };
}

it('shows each rule where its field is and sends nothing', async () => {
  const onSubmit = jest.fn();
  const { user } = setup(onSubmit);
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('keeps every value and shows the refusal, as text, when the server refuses', async () => {
  const { user } = setup(() => Promise.reject({ message: '<b>Name taken</b>' }));
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'models');
  await user.click(screen.getByRole('combobox', { name: 'Size' }));
  await user.click(screen.getByRole('option', { name: /Large/ }));
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('<b>Name taken</b>');
  expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('models');
  expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('Large');
});

it('says what the screen says when the refusal has no message', async () => {
  const { user } = setup(() => Promise.reject(new Error('')));
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'models');
  await user.click(screen.getByRole('combobox', { name: 'Size' }));
  await user.click(screen.getByRole('option', { name: /Small/ }));
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the bucket');
});

it('cannot be closed while the form is sent, and can be after', async () => {
  let finish: () => void = () => {};
  const { user, onClose, dialog } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'models');
  await user.click(screen.getByRole('combobox', { name: 'Size' }));
  await user.click(screen.getByRole('option', { name: /Small/ }));
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).not.toHaveBeenCalled();
  finish();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('marks a select as left when its menu closes, not when it opens', async () => {
  const { user } = setup(() => Promise.resolve());
  await user.click(screen.getByRole('combobox', { name: 'Size' }));
  expect(screen.queryByText('This field is required')).toBeNull();
  await user.keyboard('{Escape}');
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
});

it('shows what the form led to in the same dialog, and a click outside does not lose it when asked', async () => {
  const onClose = jest.fn();
  function Shown() {
    const [key, setKey] = useState<string | null>(null);
    return (
      <FormDialog
        title={key ? 'Key created' : 'Create key'}
        initialValues={{ name: 'ci' }}
        submitLabel="Create"
        failedText="Could not create the key"
        onClose={onClose}
        keepOnBackdrop={Boolean(key)}
        submitTestId="create-key"
        result={key ? <p data-testid="shown-key">{key}</p> : null}
        onSubmit={() => setKey('sk-123')}
      >
        <FormTextField name="name" label="Name" />
      </FormDialog>
    );
  }
  render(<Shown />);
  const user = userEvent.setup({ delay: null });
  const dialog = screen.getByRole('dialog', { name: 'Create key' });
  await user.click(screen.getByTestId('create-key'));
  expect(await within(dialog).findByTestId('shown-key')).toHaveTextContent('sk-123');
  expect(dialog).toHaveAccessibleName('Key created');
  expect(within(dialog).queryByRole('textbox')).toBeNull();
  const backdrop = document.querySelector('.MuiBackdrop-root');
  if (!backdrop) throw new Error('no backdrop');
  await user.click(backdrop);
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('kept mounted and closed, starts again the next time it opens', async () => {
  function Reopened() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <FormDialog
          open={open}
          title="Note"
          initialValues={{ name: '' }}
          submitLabel="Send"
          failedText="Not sent"
          onClose={() => setOpen(false)}
          onSubmit={() => Promise.reject(new Error('Refused'))}
        >
          <FormTextField name="name" label="Name" />
        </FormDialog>
      </>
    );
  }
  render(<Reopened />);
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'draft');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Refused');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('');
  expect(screen.queryByRole('alert')).toBeNull();
});

describe('the refusal gate (a preflight among the fields)', () => {
  /** Stands for a preflight: it refuses while the name is not "ok", and is gone when the name is "gone". */
  function Check() {
    const { values } = useFormikContext<{ name: string }>();
    return values.name === 'gone' ? null : <Refuses refused={values.name !== 'ok'} />;
  }
  function Refuses({ refused }: { refused: boolean }) {
    useReportRefusal(refused);
    return null;
  }
  function gated(onSubmit: jest.Mock) {
    render(
      <FormDialog
        title="Buy"
        initialValues={{ name: '' }}
        submitLabel="Buy"
        failedText="Could not buy"
        onClose={() => {}}
        onSubmit={onSubmit}
      >
        <FormTextField name="name" label="Name" />
        <Check />
      </FormDialog>,
    );
    return { user: userEvent.setup({ delay: null }), name: screen.getByRole('textbox', { name: 'Name' }) };
  }

  it('disables submit while the preflight refuses, and Enter in a field sends nothing', async () => {
    const onSubmit = jest.fn();
    const { user, name } = gated(onSubmit);
    await user.type(name, 'no');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    await user.type(name, '{Enter}');
    await new Promise((r) => setTimeout(r, 20));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, 'ok');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('opens submit again when the preflight is gone (its choice no longer needs a check)', async () => {
    const onSubmit = jest.fn();
    const { user, name } = gated(onSubmit);
    await user.type(name, 'no');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'gone');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled());
  });

  it('a preflight outside a form gate is a mistake said at once', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<Refuses refused={false} />)).toThrow('refusal gate');
    } finally {
      quiet.mockRestore();
    }
  });
});
