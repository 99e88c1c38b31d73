// Early release of a dedicated request (docs/product-rules.md#fixed-values): the date must be at least 3 days after today and before
// the scheduled release (checkEarlyRelease, as the mock checks). While instances are linked to the request the
// dialog lists them — each opens its management panel or is released here — and refuses until they are gone.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import DateField from '@/components/form/DateField';
import { formatDate } from '@/components/format';
import LoadFailed from '@/components/LoadFailed';
import PageLoading from '@/components/PageLoading';
import { notify } from '@/lib/notify';
import type { RuleKey } from '@/validation/rules';
import {
  useGetDedicatedRequestQuery,
  useReleaseDedicatedEarlyMutation,
  type DedicatedRequest,
  type InstanceSummary,
} from '../api';
import { isInstanceTransitional } from '../labels';
import { useReleaseInstanceMutation } from '../otherAreas';
import { earlyReleaseProblem, earlyReleaseWindow } from '../schemas';
import InstanceTable from './InstanceTable';

/** While linked instances are being released the request is re-read this often. */
const LINKED_POLL_MS = 2000;

export default function EarlyReleaseDialog({ request, onClose }: { request: DedicatedRequest; onClose(): void }) {
  const { t, i18n } = useTranslation(['compute', 'common', 'validation']);
  const [date, setDate] = useState<string | null>(request.earlyReleaseDate ?? null);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [releaseTarget, setReleaseTarget] = useState<InstanceSummary | null>(null);
  const [releaseError, setReleaseError] = useState<string | null>(null);
  const [releaseInstance, instanceRelease] = useReleaseInstanceMutation();
  const [releaseEarly, { isLoading }] = useReleaseDedicatedEarlyMutation();

  const [linkedSeen, setLinkedSeen] = useState(true);
  const {
    data,
    isFetching,
    error: loadError,
    refetch,
  } = useGetDedicatedRequestQuery(
    { id: request.id },
    { pollingInterval: linkedSeen ? LINKED_POLL_MS : 0, refetchOnMountOrArgChange: true },
  );
  const detail = data?.data && data.data.id === request.id ? data.data : null;
  const linked = detail?.linkedInstances ?? [];
  if (detail && linkedSeen !== linked.length > 0) setLinkedSeen(linked.length > 0);

  const scheduled = detail?.currentExpiry ?? request.currentExpiry ?? '';
  const range = scheduled ? earlyReleaseWindow(scheduled) : null;
  const problem: RuleKey | null = scheduled ? earlyReleaseProblem(date, scheduled) : 'required';
  const problemText =
    problem === 'earlyRelease'
      ? t('validation:earlyRelease')
      : problem === 'earlyReleaseBeforeScheduled'
        ? t('validation:earlyReleaseBeforeScheduled')
        : problem
          ? t('validation:required')
          : null;
  const blocked = linked.length > 0;
  /** The form (date, refusal) is shown once the request is read, and not while reading it again failed. */
  const formShown = Boolean(detail) && !(loadError && !isFetching);

  const submit = async () => {
    setTouched(true);
    setError(null);
    if (blocked || problem || !date) return;
    try {
      await releaseEarly({ id: request.id, releaseDate: date }).unwrap();
      notify.success(t('compute:release.done', { name: request.resourceName, date: formatDate(date, i18n.language) }));
      onClose();
    } catch (e) {
      setError(apiErrorText(e, t('compute:release.failed')));
      void refetch();
    }
  };

  const confirmInstanceRelease = async () => {
    if (!releaseTarget) return;
    setReleaseError(null);
    try {
      await releaseInstance({ id: releaseTarget.id }).unwrap();
      notify.success(t('compute:release.instanceReleasing', { name: releaseTarget.name }));
      setReleaseTarget(null);
      setLinkedSeen(true);
    } catch (e) {
      setReleaseError(apiErrorText(e, t('compute:release.instanceFailed')));
    }
  };

  return (
    <>
      <ActionDialog
        title={t('compute:release.title', { name: request.resourceName })}
        error={formShown ? error : null}
        pending={isLoading}
        onClose={onClose}
        onSubmit={() => void submit()}
        submitLabel={t('compute:release.submit')}
        submitDisabled={blocked || !detail}
        destructive
        maxWidth="md"
        testId="release-dialog"
        submitTestId="release-submit"
      >
        <DialogContentText>
          {t('compute:release.scheduled', { date: formatDate(scheduled, i18n.language) })}
        </DialogContentText>
        {loadError && !isFetching ? (
          <LoadFailed text={t('compute:release.loadFailed')} onRetry={() => void refetch()} sx={{ mt: 2 }} />
        ) : !detail ? (
          <PageLoading />
        ) : (
          <>
            {blocked ? (
              <Box sx={{ mt: 2 }} data-testid="linked-instances">
                <Alert severity="warning" role="alert">
                  {t('compute:release.linked', { count: linked.length })}
                </Alert>
                <InstanceTable
                  instances={linked}
                  label={t('compute:release.linkedTable')}
                  rowTestId="linked-instance"
                  sx={{ mt: 1 }}
                  actions={(i) => (
                    <Button
                      size="small"
                      color="error"
                      disabled={isInstanceTransitional(i.status)}
                      onClick={() => {
                        setReleaseError(null);
                        setReleaseTarget(i);
                      }}
                      aria-label={t('compute:release.releaseInstanceOf', { name: i.name })}
                    >
                      {t('compute:release.releaseInstance')}
                    </Button>
                  )}
                />
              </Box>
            ) : null}
            <Box sx={{ mt: 2, maxWidth: 320 }}>
              <DateField
                label={t('compute:release.date')}
                value={date}
                onChange={(v) => {
                  setDate(v);
                  setTouched(true);
                  setError(null);
                }}
                onBlur={() => setTouched(true)}
                minDate={range?.min}
                maxDate={range?.max}
                disabled={blocked}
                required
                error={touched && !blocked ? problemText : null}
                helperText={
                  range && !blocked
                    ? t('compute:release.window', {
                        min: formatDate(range.min, i18n.language),
                        scheduled: formatDate(scheduled, i18n.language),
                      })
                    : undefined
                }
                testId="release-date"
              />
            </Box>
          </>
        )}
      </ActionDialog>
      <ConfirmDialog
        open={releaseTarget !== null}
        destructive
        pending={instanceRelease.isLoading}
        error={releaseError}
        title={t('compute:release.instanceTitle')}
        message={t('compute:release.instanceMessage', { name: releaseTarget?.name ?? '', id: releaseTarget?.id ?? '' })}
        confirmLabel={t('compute:release.releaseInstance')}
        onConfirm={() => void confirmInstanceRelease()}
        onCancel={() => setReleaseTarget(null)}
      />
    </>
  );
}
