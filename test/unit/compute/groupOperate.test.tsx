// A compute group's edit screen: its nodes are removed (after a confirmation naming them) and nodes in no group
// are added; the group can be deleted only once empty; a Basic Member sees `No operation permission`.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GpuGroupOperatePage from '@/features/compute/pages/GpuGroupOperatePage';
import { installHarness, ok, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, node, page, routeSession, sessionAs } from './support';

jest.setTimeout(30_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});

const group = (nodes: ReturnType<typeof node>[]) => ({
  id: 'grp-30',
  name: 'team.pool-30',
  description: 'For the test',
  nodeCount: nodes.length,
  gpuCount: nodes.length * 8,
  nodes,
});

function setup(role = 'superAdmin') {
  h.reset();
  routeSession(h, role);
  let members = [node('node-03', { groupId: 'grp-30', groupName: 'team.pool-30' })];
  h.on('/compute_group/detail', () => ok(group(members)));
  h.on('/compute_group/remove_nodes', (body) => {
    members = members.filter((n) => !(body.nodeIds as string[]).includes(n.id));
    return ok(group(members));
  });
  h.on('/compute_group/add_nodes', (body) => {
    members = [...members, ...(body.nodeIds as string[]).map((id) => node(id, { groupId: 'grp-30' }))];
    return ok(group(members));
  });
  h.on('/node/query', page([node('node-09', { name: 'gpu-spare-09' })]));
  h.on('/compute_group/query', page([]));
  h.on('/compute_group/delete', ok(true));
  renderScreen(<GpuGroupOperatePage />, { path: '/gpu-group-operate?id=grp-30', storage: sessionAs(role) });
  return userEvent.setup({ delay: null });
}

describe('compute group edit screen', () => {
  it('removes a node after a confirmation, adds a free one, and deletes the group only once empty', async () => {
    const user = setup();
    const nodes = await screen.findByTestId('group-nodes');
    expect(within(nodes).getByText('gpu-node-03')).toBeInTheDocument();
    expect(screen.getByTestId('delete-group')).toBeDisabled();

    await user.click(within(nodes).getByRole('button', { name: 'Remove gpu-node-03 from the group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove node from group' });
    expect(confirm).toHaveTextContent('gpu-node-03 leaves team.pool-30');
    await user.click(within(confirm).getByRole('button', { name: 'Remove from group' }));
    await waitFor(() => expect(h.to('/compute_group/remove_nodes')).toHaveLength(1));
    expect(h.to('/compute_group/remove_nodes')[0].body).toMatchObject({ groupId: 'grp-30', nodeIds: ['node-03'] });
    expect(await screen.findByText('No node is in this group yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('delete-group')).toBeEnabled());

    await user.click(screen.getByTestId('add-nodes'));
    const add = await screen.findByTestId('add-nodes-dialog');
    expect(h.to('/node/query').at(-1)?.body).toMatchObject({ ungrouped: true });
    await user.click(await within(add).findByRole('checkbox', { name: /gpu-spare-09/ }));
    await user.click(within(add).getByRole('button', { name: 'Add 1 node' }));
    await waitFor(() => expect(h.to('/compute_group/add_nodes')).toHaveLength(1));
    expect(h.to('/compute_group/add_nodes')[0].body).toMatchObject({ groupId: 'grp-30', nodeIds: ['node-09'] });
    await waitFor(() => expect(screen.getByTestId('delete-group')).toBeDisabled());
  });

  it('refuses to save a name breaking the common-name rule', async () => {
    const user = setup();
    const name = await screen.findByLabelText(/Group name/);
    await user.clear(name);
    await user.type(name, 'x y');
    await user.click(screen.getByTestId('group-save'));
    expect(await screen.findByText('Use 4-64 letters, digits, - _ or ., starting with a letter')).toBeInTheDocument();
    expect(h.to('/compute_group/update')).toHaveLength(0);
  });

  it('shows a Basic Member the controls disabled with No operation permission', async () => {
    setup('member');
    await screen.findByTestId('group-nodes');
    expect(screen.getByTestId('add-nodes')).toBeDisabled();
    expect(screen.getAllByLabelText('No operation permission').length).toBeGreaterThan(0);
  });
});
