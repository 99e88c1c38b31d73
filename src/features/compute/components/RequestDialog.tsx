// Request dedicated GPUs: resource name, GPU model, minimum GPUs per machine (a whole number), machines, usage
// end date and availability end date (date pickers), remarks. When the platform answers `No available
// resources` or `current resources do not meet requirements (modify or convert to resource ticket)` the dialog
// says so where the user acted and offers both ways on: modify the request, or turn it into a resource ticket.
// A request the platform kept as pending is modified in place (updateDedicatedRequest), never sent twice.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/envelope';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormDateField from '@/components/form/FormDateField';
import FormDialog from '@/components/form/FormDialog';
import FormError from '@/components/form/FormError';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import PreflightSection from '@/components/preflight/PreflightSection';
import { notify } from '@/lib/notify';
import {
  NO_AVAILABLE_RESOURCES,
  RESOURCES_INSUFFICIENT,
  useConvertDedicatedRequestToTicketMutation,
  useCreateDedicatedRequestMutation,
  useLazyQueryDedicatedRequestsQuery,
  useQueryComputeNodesQuery,
  useUpdateDedicatedRequestMutation,
  type DedicatedRequest,
  type ResourceTicket,
} from '../api';
import {
  addDaysIso,
  dedicatedPreflight,
  dedicatedRequestBody,
  dedicatedRequestSchema,
  MAX_GPUS_PER_MACHINE,
  todayIso,
  type DedicatedRequestValues,
} from '../schemas';
import TicketDialog from './TicketDialog';

const ALL_NODES = { pageNum: 1, pageSize: 100 } as const;

interface Refusal {
  kind: 'insufficient' | 'unavailable';
  message: string;
  values: DedicatedRequestValues;
}

export const ticketLink = (id: string) => `/resource-ticket?ticket=${encodeURIComponent(id)}`;

/** The form's values of a request being modified: its dates only while the form would still take them. */
export function valuesOfRequest(r: DedicatedRequest, today: string = todayIso()): Partial<DedicatedRequestValues> {
  const future = (d: string | null | undefined) => (d && d.slice(0, 10) > today ? d.slice(0, 10) : '');
  return {
    resourceName: r.resourceName,
    gpuModel: r.gpuModel ?? '',
    minGpusPerMachine: String(r.minGpusPerMachine ?? 8),
    machineCount: String(r.machineCount ?? 1),
    usageEndDate: future(r.usageEndDate),
    availabilityEndDate: future(r.availabilityEndDate),
    remarks: r.remarks ?? '',
  };
}

export interface RequestDialogProps {
  /** Values to start from. */
  initial?: Partial<DedicatedRequestValues>;
  /** A pending (or rejected) request to modify in place; its name stays. */
  modifying?: DedicatedRequest;
  onClose(): void;
}

export default function RequestDialog({ initial, modifying, onClose }: RequestDialogProps) {
  const { t } = useTranslation(['compute', 'common', 'validation']);
  const navigate = useNavigate();
  const [create] = useCreateDedicatedRequestMutation();
  const [update] = useUpdateDedicatedRequestMutation();
  /** The request the platform keeps as pending for this form: later submits modify it. */
  const [pending, setPending] = useState<{ id: string; name: string } | null>(
    modifying ? { id: modifying.id, name: modifying.resourceName } : null,
  );
  const [findPending] = useLazyQueryDedicatedRequestsQuery();
  const [convert, conversion] = useConvertDedicatedRequestToTicketMutation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [convertError, setConvertError] = useState<string | null>(null);
  const [ticketFrom, setTicketFrom] = useState<DedicatedRequestValues | null>(null);
  const { data: nodes } = useQueryComputeNodesQuery(ALL_NODES);
  const models = useMemo(
    () =>
      [...new Set((nodes?.data?.list ?? []).map((n) => n.specs?.gpuModel).filter((m): m is string => Boolean(m)))]
        .sort()
        .map((m) => ({ value: m, label: m })),
    [nodes],
  );
  const tomorrow = addDaysIso(todayIso(), 1);
  const [values] = useState<DedicatedRequestValues>(() => ({
    resourceName: '',
    gpuModel: '',
    minGpusPerMachine: '8',
    machineCount: '1',
    usageEndDate: '',
    availabilityEndDate: '',
    remarks: '',
    ...(modifying ? valuesOfRequest(modifying) : {}),
    ...initial,
  }));

  const openTicket = (ticket: ResourceTicket) => navigate(ticketLink(ticket.id));

  /** The newest pending request of this name: the one the platform kept when it refused the form's request. */
  const lookUpPending = async (name: string) => {
    const found = await findPending({
      pageNum: 1,
      pageSize: 1,
      keyword: name,
      status: 'pending',
      sortField: 'requestedAt',
      sortOrder: 'desc',
    }).unwrap();
    const row = found.data?.list.find((r) => r.resourceName === name);
    return row ? { id: row.id, name: row.resourceName } : null;
  };

  /** The request the platform kept as pending, turned into a resource ticket. */
  const convertPending = async (v: DedicatedRequestValues) => {
    setConvertError(null);
    try {
      const target = pending ?? (await lookUpPending(v.resourceName.trim()));
      if (!target) {
        setTicketFrom(v);
        return;
      }
      const answer = await convert({
        id: target.id,
        ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
      }).unwrap();
      notify.success(t('compute:request.converted', { name: target.name }));
      // Navigate while this dialog is still mounted, then close it.
      if (answer.data) openTicket(answer.data);
      onClose();
    } catch (e) {
      setConvertError(apiErrorText(e, t('compute:request.convertFailed')));
    }
  };

  if (ticketFrom)
    return (
      <TicketDialog
        initial={{
          name: ticketFrom.resourceName.trim(),
          reservedResources: t('compute:request.reservedLine', {
            count: Number(ticketFrom.machineCount) * Number(ticketFrom.minGpusPerMachine),
            model: ticketFrom.gpuModel,
          }),
          remarks: ticketFrom.remarks,
        }}
        onClose={onClose}
        onCreated={openTicket}
      />
    );

  return (
    <FormDialog<DedicatedRequestValues>
      title={pending ? t('compute:request.modifyTitle', { name: pending.name }) : t('compute:request.title')}
      initialValues={values}
      validationSchema={dedicatedRequestSchema()}
      submitLabel={pending ? t('compute:request.submitModified') : t('compute:request.submit')}
      failedText={t('compute:request.failed')}
      onClose={onClose}
      maxWidth="sm"
      pending={conversion.isLoading}
      testId="request-dialog"
      submitTestId="request-submit"
      onSubmit={async (v) => {
        setRefusal(null);
        setConvertError(null);
        const body = dedicatedRequestBody(v);
        try {
          if (pending) {
            const { resourceName: _name, ...changes } = body;
            await update({ id: pending.id, ...changes }).unwrap();
            notify.success(t('compute:request.modified', { name: pending.name }));
          } else {
            const answer = await create(body).unwrap();
            notify.success(t('compute:request.created', { name: answer.data?.resourceName ?? v.resourceName }));
          }
          onClose();
        } catch (e) {
          const code = (e as Partial<ApiError>).errorCode;
          // The platform cannot meet the request: not a failure of the form, a choice for the user.
          if (code !== RESOURCES_INSUFFICIENT && code !== NO_AVAILABLE_RESOURCES) throw e;
          const message = apiErrorText(e, t('compute:request.failed'));
          if (code === RESOURCES_INSUFFICIENT) {
            setRefusal({ kind: 'insufficient', message, values: v });
            // The platform keeps a refused new request as pending: the next submit modifies that one.
            if (!pending) setPending(await lookUpPending(body.resourceName).catch(() => null));
          } else setRefusal({ kind: 'unavailable', message, values: v });
        }
      }}
    >
      {({ values: v }) => (
        <>
          {pending ? (
            <Alert severity="info" sx={{ mb: 1 }} data-testid="request-pending-note">
              {t('compute:request.pendingNote', { name: pending.name })}
            </Alert>
          ) : null}
          <FormTextField
            name="resourceName"
            label={t('compute:request.resourceName')}
            required
            autoComplete="off"
            // A resource name is not editable once set.
            disabled={Boolean(pending)}
            helperText={t('compute:request.nameHelp')}
          />
          <FormSelect
            name="gpuModel"
            label={t('compute:request.gpuModel')}
            required
            options={models}
            testId="request-gpu-model"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <FormTextField
              name="minGpusPerMachine"
              label={t('compute:request.minGpus')}
              required
              inputProps={{ inputMode: 'numeric' }}
              helperText={t('compute:request.minGpusHelp', { max: MAX_GPUS_PER_MACHINE })}
            />
            <FormTextField
              name="machineCount"
              label={t('compute:request.machineCount')}
              required
              inputProps={{ inputMode: 'numeric' }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <FormDateField
              name="usageEndDate"
              label={t('compute:request.usageEndDate')}
              required
              minDate={tomorrow}
              helperText={t('compute:request.usageEndHelp')}
            />
            <FormDateField
              name="availabilityEndDate"
              label={t('compute:request.availabilityEndDate')}
              required
              minDate={tomorrow}
              maxDate={v.usageEndDate || undefined}
              helperText={t('compute:request.availabilityEndHelp')}
            />
          </Stack>
          <FormTextField name="remarks" label={t('compute:request.remarks')} multiline minRows={2} />
          <PreflightSection request={dedicatedPreflight(v)} />
          {refusal ? (
            <Alert severity="warning" role="alert" sx={{ mt: 1.5 }} data-testid="request-refusal">
              <div style={{ overflowWrap: 'anywhere' }}>{refusal.message}</div>
              <div style={{ marginTop: 4 }}>
                {refusal.kind === 'insufficient'
                  ? t('compute:request.insufficientHint')
                  : t('compute:request.unavailableHint')}
              </div>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Button size="small" variant="outlined" color="inherit" onClick={() => setRefusal(null)}>
                  {t('compute:request.modify')}
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  color="warning"
                  disabled={conversion.isLoading}
                  onClick={() =>
                    refusal.kind === 'insufficient' || pending
                      ? void convertPending(refusal.values)
                      : setTicketFrom(refusal.values)
                  }
                  data-testid="convert-to-ticket"
                >
                  {refusal.kind === 'insufficient' || pending
                    ? t('compute:request.convert')
                    : t('compute:request.createTicket')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <FormError message={convertError} />
        </>
      )}
    </FormDialog>
  );
}
