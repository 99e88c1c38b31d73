// Faults on one write of every area (issue 12, docs/product-rules.md#calls-and-errors), injected through /__mock__/faults and scoped to the
// test's own session: the form shows the refusal where the user acted (`Request failed with status 500`,
// `None response! Please retry.`, the server's errorMessage), raises no global message for it, keeps the user's
// input, and sending again goes through. A 403 signs out once; a slow answer shows the pending form, then lands.
// Table-driven: each row is one area's form and the faults it gets, in order.
import { test, type Locator, type Page } from '@playwright/test';
import {
  API,
  NO_RESPONSE,
  businessError,
  expect,
  expectLoggedOut,
  drain,
  inject,
  isBusiness,
  startSession,
  type Kind,
} from './faultsSupport';
import { gridRows } from './support';

test.describe.configure({ timeout: 180_000 });

/** A slow answer: long enough to see the pending form, short enough to wait for. */
const SLOW_MS = 2_500;

interface MutationCase {
  area: string;
  route: string;
  /** the write */
  api: string;
  /** opens the form and fills it in; answers the form (dialog or page section) */
  open: (page: Page, stamp: string) => Promise<Locator>;
  /** the button that sends it */
  submit: (form: Locator) => Locator;
  /** the user's input, still there */
  kept: (form: Locator, stamp: string) => Promise<void>;
  /** the write went through */
  done: (page: Page, form: Locator, stamp: string) => Promise<void>;
  /** in order; `403` (signs out) and `hang` (its slow answer lands) end the case */
  kinds: Kind[];
}

const box = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function choose(page: Page, scope: Locator, field: string): Promise<void> {
  await scope.getByRole('combobox', { name: field }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { disabled: false }).first().click();
  await expect(listbox).toBeHidden();
}

const CASES: MutationCase[] = [
  {
    area: 'organisation',
    route: '/org-member',
    api: '/api/aispace/userman/consume_account/invite4email',
    async open(page, stamp) {
      await page.getByTestId('invite-button').click();
      const dialog = page.getByTestId('invite-dialog');
      await dialog.getByTestId('invite-emails-input').fill(`e2e-fault-${stamp}@example.com`);
      await dialog.getByTestId('invite-emails-input').press('Enter');
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Send invitations' }),
    kept: (form, stamp) => expect(form.getByTestId('invite-email-chip')).toHaveText([`e2e-fault-${stamp}@example.com`]),
    done: (_page, form) => expect(form).toBeHidden(),
    kinds: ['st2', '500', 'drop'],
  },
  {
    area: 'compute',
    route: '/gpu-group',
    api: `${API}compute_group/create`,
    async open(page, stamp) {
      await page.getByTestId('create-group').click();
      const form = page.getByTestId('group-form');
      await form.getByLabel('Group name').fill(`e2e-fault-${stamp}`);
      await form.getByLabel('Description').fill(`Faults ${stamp}`);
      return form;
    },
    submit: (form) => form.getByTestId('group-save'),
    async kept(form, stamp) {
      await expect(form.getByLabel('Group name')).toHaveValue(`e2e-fault-${stamp}`);
      await expect(form.getByLabel('Description')).toHaveValue(`Faults ${stamp}`);
    },
    done: (page, _form, stamp) => expect(page.getByText(`Group e2e-fault-${stamp}`, { exact: true })).toBeVisible(),
    kinds: ['500', 'st3', 'hang'],
  },
  {
    area: 'deploy',
    route: '/offline-env',
    api: `${API}offline_env/create`,
    async open(page, stamp) {
      await page.getByRole('button', { name: 'Create environment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an offline environment' });
      await box(dialog, 'Name').fill(`e2e-fault-${stamp}`);
      await box(dialog, 'Base image').fill('aispace/pytorch:2.3');
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Create environment' }),
    async kept(form, stamp) {
      await expect(box(form, 'Name')).toHaveValue(`e2e-fault-${stamp}`);
      await expect(box(form, 'Base image')).toHaveValue('aispace/pytorch:2.3');
    },
    done: (_page, form) => expect(form).toBeHidden(),
    kinds: ['drop', 'st1'],
  },
  {
    area: 'instances',
    // The last running instance by name: a fixture no other spec acts on. The newest (the default order) is often
    // one another spec has just created and is releasing, and its Save image item goes disabled under the click.
    route: '/interactive-service?statuses=running&sort=name&order=desc',
    api: `${API}instance/save_image`,
    async open(page, stamp) {
      await gridRows(page, 'instances-grid').first().getByTestId('instance-actions').click();
      await page.getByRole('menuitem', { name: 'Save image' }).click();
      const dialog = page.getByTestId('save-image-dialog');
      await dialog.getByLabel('Image name').fill(`e2e-fault-${stamp}`);
      await dialog.getByLabel('Version').fill('7');
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Save image' }),
    async kept(form, stamp) {
      await expect(form.getByLabel('Image name')).toHaveValue(`e2e-fault-${stamp}`);
      await expect(form.getByLabel('Version')).toHaveValue('7');
    },
    done: (page, form, stamp) =>
      Promise.all([
        expect(form).toBeHidden(),
        expect(page.getByText(`Image e2e-fault-${stamp}:7 is being built`)).toBeVisible(),
      ]).then(() => undefined),
    kinds: ['st2', '500'],
  },
  {
    area: 'resources',
    route: '/gitlab-storage',
    api: `${API}gitlab_project/link`,
    async open(page, stamp) {
      await page.getByTestId('link-project').click();
      const dialog = page.getByTestId('gitlab-dialog');
      await dialog.getByLabel('Project name').fill(`e2e_fault_${stamp}`);
      await dialog.getByLabel('Project URL').fill(`https://gitlab.example.com/ml/e2e_fault_${stamp}`);
      await dialog.getByLabel('GitLab project ID').fill('12');
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Link project' }),
    async kept(form, stamp) {
      await expect(form.getByLabel('Project name')).toHaveValue(`e2e_fault_${stamp}`);
      await expect(form.getByLabel('GitLab project ID')).toHaveValue('12');
    },
    done: (_page, form) => expect(form).toBeHidden(),
    kinds: ['500', '403'],
  },
  {
    area: 'storage',
    route: '/cloud-storage',
    api: `${API}cloud_drive/mkdir`,
    async open(page, stamp) {
      await page.getByRole('button', { name: 'New folder' }).click();
      const dialog = page.getByTestId('folder-dialog');
      await dialog.getByLabel('Folder name').fill(`e2e-fault-${stamp}`);
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Create' }),
    kept: (form, stamp) => expect(form.getByLabel('Folder name')).toHaveValue(`e2e-fault-${stamp}`),
    done: (_page, form) => expect(form).toBeHidden(),
    kinds: ['st3', 'drop', 'hang'],
  },
  {
    area: 'edge',
    route: '/network-service-group',
    api: `${API}nsg/create`,
    async open(page, stamp) {
      await page.getByTestId('create-nsg').click();
      const dialog = page.getByTestId('nsg-dialog');
      await box(dialog, 'Name').fill(`e2e-fault-${stamp}`);
      await box(dialog, 'Address').fill('10.88.0.0/24');
      await box(dialog, 'Public key').fill('c2VydmljZS1ncm91cC1rZXk=');
      await box(dialog, 'Access point').fill('ap.example.org:51820');
      await box(dialog, 'Service').fill('rtsp-relay');
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Create group' }),
    async kept(form, stamp) {
      await expect(box(form, 'Name')).toHaveValue(`e2e-fault-${stamp}`);
      await expect(box(form, 'Address')).toHaveValue('10.88.0.0/24');
    },
    done: (_page, form) => expect(form).toBeHidden(),
    kinds: ['500', 'st2'],
  },
  {
    area: 'apiUsage',
    route: '/api-key',
    api: `${API}api_key/create`,
    async open(page, stamp) {
      await page.getByTestId('create-api-key').click();
      const dialog = page.getByTestId('api-key-dialog');
      await box(dialog, 'Name').fill(`e2e-fault-${stamp}`);
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Create' }),
    kept: (form, stamp) => expect(box(form, 'Name')).toHaveValue(`e2e-fault-${stamp}`),
    async done(page) {
      const once = page.getByTestId('api-key-once');
      await expect(once).toContainText('This key is shown only now');
      await once.getByRole('button', { name: 'I have saved it' }).click();
    },
    kinds: ['st1', 'drop'],
  },
  {
    area: 'portal',
    route: '/',
    api: `${API}requirement/create`,
    async open(page, stamp) {
      await page.getByTestId('portal-requirement').click();
      const dialog = page.getByRole('dialog', { name: 'Requirements and partnership' });
      await choose(page, dialog, 'Request type');
      await box(dialog, 'Full name').fill(`Fault ${stamp}`);
      await choose(page, dialog, 'Enterprise type');
      await box(dialog, 'Email or phone').fill(`e2e-fault-${stamp}@example.com`);
      await box(dialog, 'Description').fill(`Faults ${stamp}`);
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Send' }),
    async kept(form, stamp) {
      await expect(box(form, 'Full name')).toHaveValue(`Fault ${stamp}`);
      await expect(box(form, 'Email or phone')).toHaveValue(`e2e-fault-${stamp}@example.com`);
    },
    done: (_page, form, stamp) =>
      expect(form.getByTestId('requirement-thanks')).toContainText(`Thank you, Fault ${stamp}!`),
    kinds: ['500', 'st3'],
  },
  {
    area: 'tasks',
    route: '/createTask',
    api: `${API}task/create`,
    async open(page, stamp) {
      const form = page.getByTestId('create-task-form');
      await box(form, 'Task name').fill(`e2e-fault-${stamp}`);
      await choose(page, form, 'Image');
      await choose(page, form, 'Resource queue');
      await box(form, 'Command').fill('python train.py');
      await box(form, 'GPU count').fill('1');
      return form;
    },
    submit: (form) => form.getByRole('button', { name: 'Submit task' }),
    async kept(form, stamp) {
      await expect(box(form, 'Task name')).toHaveValue(`e2e-fault-${stamp}`);
      await expect(box(form, 'Command')).toHaveValue('python train.py');
    },
    done: (page) => expect(page).toHaveURL(/#\/task-list\?q=e2e-fault-/),
    kinds: ['drop', '403'],
  },
  {
    area: 'billing',
    route: '/cost-order?status=unpaid',
    api: `${API}order/cancel`,
    async open(page) {
      await gridRows(page, 'orders-grid')
        .first()
        .getByRole('button', { name: /^Cancel order / })
        .click();
      return page.getByRole('dialog', { name: /^Cancel order \S+\?$/ });
    },
    submit: (form) => form.getByRole('button', { name: 'Cancel order' }),
    // A confirmation has no input: it stays open on its order.
    kept: (form) => expect(form).toContainText(/Order \S+ \(.+\) will be cancelled/),
    done: (_page, form) => expect(form).toBeHidden(),
    kinds: ['500', 'hang'],
  },
];

/** The refusal the form shows where the user acted. */
function inlineText(area: string, kind: Kind): string {
  if (kind === '500') return 'Request failed with status 500';
  if (kind === 'drop') return NO_RESPONSE;
  if (isBusiness(kind)) return businessError(area, kind).errorMessage;
  throw new Error(`no inline text for ${kind}`);
}

for (const c of CASES) {
  test(`${c.area} write (${c.api.split('/').slice(-2).join('/')}) under ${c.kinds.join(', ')}`, async ({ page }) => {
    const session = await startSession(page);
    const stamp = `${Date.now()}`;
    await page.goto(`/#${c.route}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const form = await c.open(page, stamp);
    const submit = c.submit(form);

    for (const kind of c.kinds) {
      await inject(page, session, c.area, kind, c.api, 1, SLOW_MS);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === c.api).catch(() => null);
      await submit.click();
      if (kind === '403') {
        await expectLoggedOut(page, c.route);
        return;
      }
      if (kind === 'hang') {
        // Pending: the button waits for the answer, the form stays; then the slow answer lands.
        await expect(submit).toBeDisabled();
        await c.kept(form, stamp);
        await c.done(page, form, stamp);
        return;
      }
      if (kind !== 'drop') await answered;
      const text = inlineText(c.area, kind);
      await expect(form).toContainText(text);
      // Shown where the user acted, not (also) as a global message.
      await expect(page.locator('#notistack-snackbar').filter({ hasText: text })).toHaveCount(0);
      await c.kept(form, stamp);
      await drain(page, session, c.api);
    }
    // Sending again goes through.
    await submit.click();
    await c.done(page, form, stamp);
  });
}
