// The one form dialog: the rule's message where the field is, the refusal above the buttons with every value kept,
// and no way to close it (Escape, Cancel) while the form is being sent.
import '../support/jsdomGlobals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import FormDialog from '@/components/form/FormDialog';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
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
