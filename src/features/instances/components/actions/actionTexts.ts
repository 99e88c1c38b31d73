// The words of each instance action: menu label, dialog title, what it does to the named instance, and the
// message once the server took it. Static keys, so every one is checked in every language.
import type { TFunction } from 'i18next';
import type { InstanceAction } from '../../status';

export interface ActionTexts {
  label: string;
  title: string;
  message: string;
  done: string;
}

type Vars = { name: string; id: string };

export function actionLabels(t: TFunction): Record<InstanceAction, string> {
  return {
    release: t('instances:actions.release.label'),
    restart: t('instances:actions.restart.label'),
    repairVxlan: t('instances:actions.repairVxlan.label'),
    enablePublicAccess: t('instances:actions.enablePublicAccess.label'),
    disablePublicAccess: t('instances:actions.disablePublicAccess.label'),
    enableComputeNetwork: t('instances:actions.enableComputeNetwork.label'),
    disableComputeNetwork: t('instances:actions.disableComputeNetwork.label'),
    reset: t('instances:actions.reset.label'),
    saveImage: t('instances:actions.saveImage.label'),
    uploadData: t('instances:actions.uploadData.label'),
    downloadData: t('instances:actions.downloadData.label'),
    archive: t('instances:actions.archive.label'),
  };
}

/** Texts of the actions confirmed by a plain confirmation dialog. */
export function confirmTexts(t: TFunction, action: InstanceAction, vars: Vars): ActionTexts | null {
  const label = actionLabels(t)[action];
  switch (action) {
    case 'release':
      return {
        label,
        title: t('instances:actions.release.title'),
        message: t('instances:actions.release.message', vars),
        done: t('instances:actions.release.done', vars),
      };
    case 'restart':
      return {
        label,
        title: t('instances:actions.restart.title'),
        message: t('instances:actions.restart.message', vars),
        done: t('instances:actions.restart.done', vars),
      };
    case 'repairVxlan':
      return {
        label,
        title: t('instances:actions.repairVxlan.title'),
        message: t('instances:actions.repairVxlan.message', vars),
        done: t('instances:actions.repairVxlan.done', vars),
      };
    case 'enablePublicAccess':
      return {
        label,
        title: t('instances:actions.enablePublicAccess.title'),
        message: t('instances:actions.enablePublicAccess.message', vars),
        done: t('instances:actions.enablePublicAccess.done', vars),
      };
    case 'disablePublicAccess':
      return {
        label,
        title: t('instances:actions.disablePublicAccess.title'),
        message: t('instances:actions.disablePublicAccess.message', vars),
        done: t('instances:actions.disablePublicAccess.done', vars),
      };
    case 'enableComputeNetwork':
      return {
        label,
        title: t('instances:actions.enableComputeNetwork.title'),
        message: t('instances:actions.enableComputeNetwork.message', vars),
        done: t('instances:actions.enableComputeNetwork.done', vars),
      };
    case 'disableComputeNetwork':
      return {
        label,
        title: t('instances:actions.disableComputeNetwork.title'),
        message: t('instances:actions.disableComputeNetwork.message', vars),
        done: t('instances:actions.disableComputeNetwork.done', vars),
      };
    case 'archive':
      return {
        label,
        title: t('instances:actions.archive.title'),
        message: t('instances:actions.archive.message', vars),
        done: t('instances:actions.archive.done', vars),
      };
    default:
      return null;
  }
}
