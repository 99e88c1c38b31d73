// A list screen: its frame (the route's title, the line under it, the add button) around its grid, which the title
// names unless the grid has a name of its own. What else the screen opens (dialogs, drawers) comes after the grid.
import type { GridRowIdGetter, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import PageFrame, { routeTitleKey, type PageFrameProps } from './PageFrame';
import { ServerDataGrid, type ServerDataGridOptions, type ServerDataGridProps } from './ServerDataGrid';

type GridProps<R extends GridValidRowModel> = ServerDataGridOptions<R> & { getRowId?: GridRowIdGetter<R> };
/** The grid with its row key loosened: a page's props were checked against ListPageProps (its rows' key included). */
const Grid = ServerDataGrid as <R extends GridValidRowModel>(props: GridProps<R>) => ReactNode;

export type ListPageProps<R extends GridValidRowModel> = Omit<ServerDataGridProps<R>, 'label'> &
  Pick<PageFrameProps, 'routeKey' | 'subtitle' | 'add'> & {
    /** The grid's accessible name, when it is not the page's title. */
    label?: string;
    /** Actions beside the title (`actions` are the grid's, at the end of its toolbar). */
    frameActions?: ReactNode;
    /** The frame's test id (`testId` is the grid's). */
    frameTestId?: string;
    children?: ReactNode;
  };

export default function ListPage<R extends GridValidRowModel>({
  routeKey,
  subtitle,
  add,
  frameActions,
  frameTestId,
  label,
  children,
  ...grid
}: ListPageProps<R>) {
  const { t } = useTranslation('common');
  const gridProps = { ...grid, label: label ?? t(routeTitleKey(routeKey)) } as unknown as GridProps<R>;
  return (
    <PageFrame routeKey={routeKey} subtitle={subtitle} add={add} actions={frameActions} testId={frameTestId}>
      <Grid<R> {...gridProps} />
      {children}
    </PageFrame>
  );
}
