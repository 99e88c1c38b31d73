// The data grid draws every cell again when any of its props changes (its loading flag, the next page's rows): the
// cell contents it holds are memoised components, so a cell whose own props did not change is not drawn again.
import '../support/jsdomGlobals';
import type { ComponentType } from 'react';
import CellText from '@/components/CellText';
import IdCell from '@/components/IdCell';
import StatusChip from '@/components/StatusChip';
import InstanceActionsMenu from '@/features/instances/components/InstanceActionsMenu';
import InstanceStatusChip from '@/features/instances/components/InstanceStatusChip';
import RuntimeText from '@/features/instances/components/RuntimeText';

const MEMO = Symbol.for('react.memo');
const CELLS: [string, ComponentType<never>][] = [
  ['IdCell', IdCell],
  ['CellText', CellText],
  ['StatusChip', StatusChip],
  ['InstanceStatusChip', InstanceStatusChip],
  ['RuntimeText', RuntimeText],
  ['InstanceActionsMenu', InstanceActionsMenu],
];

describe('grid cell contents', () => {
  it.each(CELLS)('%s is a memoised component', (_name, Cell) => {
    expect((Cell as unknown as { $$typeof: symbol }).$$typeof).toBe(MEMO);
  });
});
