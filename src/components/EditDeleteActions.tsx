// The edit and delete icon actions of a grid row, side by side: a pencil that edits the row (in a dialog, or on
// the page `to` names) and a bin that asks to delete it. `allowed` is the role's permission for both; either
// action may give its own instead (and the delete may be disabled for another reason, its tooltip saying why).
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RowAction, { type RowActionProps } from './RowAction';

/** One of the two actions: its names, what it does, and optionally its own permission. */
export type RowActionChoice = Omit<RowActionProps, 'icon'>;

export interface EditDeleteActionsProps {
  /** Whether the role may use both actions; left out, no permission applies (unless an action gives its own). */
  allowed?: boolean;
  edit: RowActionChoice;
  remove: RowActionChoice;
}

export default function EditDeleteActions({ allowed, edit, remove }: EditDeleteActionsProps) {
  return (
    <>
      <RowAction allowed={allowed} {...edit} icon={<EditOutlined fontSize="small" />} />
      <RowAction allowed={allowed} {...remove} icon={<DeleteOutlined fontSize="small" />} />
    </>
  );
}
