// The dedicated GPU request: a non-integer GPU count is refused before anything is sent; `current resources do
// not meet requirements (modify or convert to resource ticket)` offers modify or convert (the pending request
// is found, then modified in place or converted); `No available resources` offers a resource ticket prefilled
// from the request; a pending request opened from the list is modified in place, its name kept.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RequestDialog, { valuesOfRequest } from '@/features/compute/components/RequestDialog';
import type { DedicatedRequestValues } from '@/features/compute/schemas';
import { installHarness, ok, refused, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, node, page, routeSession, sessionAs } from './support';

jest.setTimeout(30_000);

const INSUFFICIENT = 'current resources do not meet requirements (modify or convert to resource ticket)';
const UNAVAILABLE = 'No available resources';
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});
beforeEach(() => {
  h.reset();
  routeSession(h);
  h.on('/node/query', page([node('node-07'), node('node-01', { specs: { gpuModel: 'NVIDIA A100 80GB' } })]));
});

const filled = (over: Partial<DedicatedRequestValues> = {}): Partial<DedicatedRequestValues> => ({
  resourceName: 'h800-e2e-pool',
  gpuModel: 'NVIDIA H800 80GB',
  minGpusPerMachine: '8',
  machineCount: '1',
  usageEndDate: iso(40),
  availabilityEndDate: iso(10),
  ...over,
});

function open(initial: Partial<DedicatedRequestValues>) {
  const onClose = jest.fn();
  renderScreen(<RequestDialog initial={initial} onClose={onClose} />, { storage: sessionAs() });
  return { user: userEvent.setup({ delay: null }), onClose };
}

const submit = () => screen.getByRole('button', { name: 'Submit request' });

describe('dedicated request dialog', () => {
  it('refuses a GPU count that is not a whole number and sends nothing', async () => {
    const { user } = open(filled({ minGpusPerMachine: '2.5' }));
    await user.click(submit());
    expect(await screen.findByText('Please enter a whole number')).toBeInTheDocument();
    expect(screen.getByLabelText(/Minimum GPUs per machine/)).toHaveValue('2.5');
    expect(h.to('/dedicated/create')).toHaveLength(0);
  });

  it('sends whole numbers and the dates as typed', async () => {
    h.on('/dedicated/create', ok({ id: 'ded-99', resourceName: 'h800-e2e-pool', status: 'allocated' }));
    const { user, onClose } = open(filled({ minGpusPerMachine: '4', machineCount: '2' }));
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(h.to('/dedicated/create')[0].body).toMatchObject({
      resourceName: 'h800-e2e-pool',
      gpuModel: 'NVIDIA H800 80GB',
      minGpusPerMachine: 4,
      machineCount: 2,
      usageEndDate: iso(40),
      availabilityEndDate: iso(10),
    });
  });

  it('offers modify or convert when resources do not meet the request; convert turns the pending request into a ticket', async () => {
    h.on('/dedicated/create', refused(INSUFFICIENT, 'RESOURCES_INSUFFICIENT'));
    h.on(
      '/dedicated/query',
      page([{ id: 'ded-42', resourceName: 'h800-e2e-pool', status: 'pending', requester: 'demo' }]),
    );
    h.on(
      '/dedicated/convert_to_ticket',
      ok({ id: 'tkt-77', ticketNo: 'RT-2026-0077', name: 'h800-e2e-pool', status: 'pending' }),
    );
    const { user, onClose } = open(filled());
    await user.click(submit());
    const refusal = await screen.findByTestId('request-refusal');
    expect(refusal).toHaveTextContent(INSUFFICIENT);

    // The platform kept it as pending: the dialog now modifies that request (its name stays).
    expect(await screen.findByTestId('request-pending-note')).toHaveTextContent('h800-e2e-pool');
    expect(h.to('/dedicated/query')[0].body).toMatchObject({ keyword: 'h800-e2e-pool', status: 'pending' });
    expect(screen.getByRole('heading', { name: 'Modify h800-e2e-pool' })).toBeInTheDocument();

    // Modify: the message goes, the values stay for editing.
    await user.click(screen.getByRole('button', { name: 'Modify request' }));
    expect(screen.queryByTestId('request-refusal')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Resource name/)).toHaveValue('h800-e2e-pool');
    expect(screen.getByLabelText(/Resource name/)).toBeDisabled();
    h.on('/dedicated/update', refused(INSUFFICIENT, 'RESOURCES_INSUFFICIENT'));
    await user.clear(screen.getByLabelText(/^Machines/));
    await user.type(screen.getByLabelText(/^Machines/), '2');
    await user.click(screen.getByRole('button', { name: 'Request again with changes' }));
    await waitFor(() => expect(h.to('/dedicated/update')).toHaveLength(1));
    expect(h.to('/dedicated/create')).toHaveLength(1);
    expect(h.to('/dedicated/update')[0].body).toMatchObject({ id: 'ded-42', machineCount: 2, minGpusPerMachine: 8 });
    expect(h.to('/dedicated/update')[0].body).not.toHaveProperty('resourceName');

    await user.click(await screen.findByRole('button', { name: 'Convert to resource ticket' }));
    await waitFor(() => expect(h.to('/dedicated/convert_to_ticket')).toHaveLength(1));
    expect(h.to('/dedicated/convert_to_ticket')[0].body).toMatchObject({ id: 'ded-42' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(h.shown).toContainEqual({ kind: 'success', text: 'h800-e2e-pool converted to a resource ticket' });
  });

  it('offers a resource ticket prefilled from the request when no resources are available', async () => {
    h.on('/dedicated/create', refused(UNAVAILABLE, 'NO_AVAILABLE_RESOURCES'));
    h.on('/ticket/create', ok({ id: 'tkt-78', ticketNo: 'RT-2026-0078', name: 'h800-e2e-pool', status: 'pending' }));
    const { user } = open(filled({ minGpusPerMachine: '16', machineCount: '2' }));
    await user.click(submit());
    expect(await screen.findByTestId('request-refusal')).toHaveTextContent(UNAVAILABLE);
    await user.click(screen.getByRole('button', { name: 'Open a resource ticket' }));
    const ticket = await screen.findByTestId('ticket-dialog');
    expect(ticket).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('h800-e2e-pool');
    expect(screen.getByLabelText(/Reserved resources/)).toHaveValue('32x NVIDIA H800 80GB');
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(h.to('/ticket/create')).toHaveLength(1));
    expect(h.to('/ticket/create')[0].body).toMatchObject({
      name: 'h800-e2e-pool',
      reservedResources: '32x NVIDIA H800 80GB',
      region: 'cn-east-1',
    });
  });

  it('modifies a pending request from the list in place: its values kept, its name fixed', async () => {
    h.on(
      '/dedicated/update',
      ok({ id: 'ded-05', resourceName: 'a100-batch-pool-05', status: 'allocated', requester: 'demo' }),
    );
    const onClose = jest.fn();
    renderScreen(
      <RequestDialog
        modifying={{
          id: 'ded-05',
          resourceName: 'a100-batch-pool-05',
          status: 'pending',
          gpuModel: 'NVIDIA A100 80GB',
          minGpusPerMachine: 4,
          machineCount: 3,
          usageEndDate: iso(30),
          availabilityEndDate: iso(10),
          remarks: 'nightly',
        }}
        onClose={onClose}
      />,
      { storage: sessionAs() },
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Modify a100-batch-pool-05' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Resource name/)).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Machines/));
    await user.type(screen.getByLabelText(/^Machines/), '1');
    await user.click(screen.getByRole('button', { name: 'Request again with changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(h.to('/dedicated/create')).toHaveLength(0);
    expect(h.to('/dedicated/update')[0].body).toEqual(
      expect.objectContaining({
        id: 'ded-05',
        gpuModel: 'NVIDIA A100 80GB',
        minGpusPerMachine: 4,
        machineCount: 1,
        usageEndDate: iso(30),
        availabilityEndDate: iso(10),
        remarks: 'nightly',
      }),
    );
    expect(h.to('/dedicated/update')[0].body).not.toHaveProperty('resourceName');
    expect(h.shown).toContainEqual({ kind: 'success', text: 'a100-batch-pool-05 modified and requested again' });
  });

  it('offers the dates of a request to modify only while they are still after today', () => {
    const values = valuesOfRequest(
      {
        id: 'ded-05',
        resourceName: 'a100-batch-pool-05',
        status: 'pending',
        usageEndDate: '2026-05-10',
        availabilityEndDate: '2026-04-30',
      },
      '2026-05-01',
    );
    expect(values).toMatchObject({ usageEndDate: '2026-05-10', availabilityEndDate: '' });
  });
});
