// The words of each instance action: menu label, dialog title, what it does to the named instance, and the
// message once the server took it. Keys built from the action's name (`instances:actions.<action>.<part>`);
// test/unit/instances/actionTexts.test.ts checks every one in every language.
import type { TFunction } from 'i18next';
import { INSTANCE_ACTIONS, type InstanceAction } from '../../status';

export interface ActionTexts {
  label: string;
  title: string;
  message: string;
  done: string;
}

type Vars = { name: string; id: string };

/** The actions confirmed by a plain confirmation dialog (reset and the data actions have dialogs of their own). */
export const CONFIRMED_ACTIONS: readonly InstanceAction[] = [
  'release',
  'restart',
  'repairVxlan',
  'enablePublicAccess',
  'disablePublicAccess',
  'enableComputeNetwork',
  'disableComputeNetwork',
  'archive',
];

const actionText = (t: TFunction, action: InstanceAction, part: keyof ActionTexts, vars?: Vars): string =>
  t(`instances:actions.${action}.${part}`, vars);

export function actionLabels(t: TFunction): Record<InstanceAction, string> {
  return Object.fromEntries(INSTANCE_ACTIONS.map((a) => [a, actionText(t, a, 'label')])) as Record<
    InstanceAction,
    string
  >;
}

/** Texts of the actions confirmed by a plain confirmation dialog. */
export function confirmTexts(t: TFunction, action: InstanceAction, vars: Vars): ActionTexts | null {
  if (!CONFIRMED_ACTIONS.includes(action)) return null;
  return {
    label: actionText(t, action, 'label'),
    title: actionText(t, action, 'title'),
    message: actionText(t, action, 'message', vars),
    done: actionText(t, action, 'done', vars),
  };
}
