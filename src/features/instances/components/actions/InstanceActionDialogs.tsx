// The dialog of the instance action the user picked (row menu or management panel), one at a time.
import type { Instance } from '../../api';
import type { InstanceAction } from '../../status';
import ConfirmActionDialog from './ConfirmActionDialog';
import DownloadDataDialog from './DownloadDataDialog';
import ResetDialog from './ResetDialog';
import SaveImageDialog from './SaveImageDialog';
import UploadDataDialog from './UploadDataDialog';

export interface ActionTarget {
  action: InstanceAction;
  instance: Instance;
}

export default function InstanceActionDialogs({ target, onClose }: { target: ActionTarget | null; onClose(): void }) {
  if (!target) return null;
  const { action, instance } = target;
  const key = `${action}-${instance.id}`;
  switch (action) {
    case 'reset':
      return <ResetDialog key={key} instance={instance} onClose={onClose} />;
    case 'saveImage':
      return <SaveImageDialog key={key} instance={instance} onClose={onClose} />;
    case 'uploadData':
      return <UploadDataDialog key={key} instance={instance} onClose={onClose} />;
    case 'downloadData':
      return <DownloadDataDialog key={key} instance={instance} onClose={onClose} />;
    default:
      return <ConfirmActionDialog key={key} action={action} instance={instance} onClose={onClose} />;
  }
}
