// The outcome of a deploy or release history entry: running (moving), succeeded or failed.
import { useTranslation } from 'react-i18next';
import StatusChip from '@/components/StatusChip';
import type { DeployRecord } from '../api';
import { recordResultLabel, recordResultTone } from '../labels';

export default function RecordResultChip({ result }: { result: DeployRecord['result'] }) {
  const { t } = useTranslation('deploy');
  return (
    <StatusChip
      label={recordResultLabel(t, result)}
      tone={recordResultTone(result)}
      transitional={result === 'running'}
      status={result}
    />
  );
}
