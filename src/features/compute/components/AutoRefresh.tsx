// Auto-refresh controls of a polled list: on/off and the interval, kept in the URL (`refresh` seconds, `paused`).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

export const REFRESH_SECONDS = [2, 5, 10, 30] as const;
const DEFAULT_SECONDS = 10;

export interface AutoRefreshState {
  seconds: number;
  paused: boolean;
  /** RTK Query's pollingInterval: 0 while paused. */
  pollingInterval: number;
  setSeconds(seconds: number): void;
  setPaused(paused: boolean): void;
}

export function useAutoRefresh(): AutoRefreshState {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('refresh'));
  const urlSeconds = (REFRESH_SECONDS as readonly number[]).includes(asked) ? asked : DEFAULT_SECONDS;
  const urlPaused = params.get('paused') === '1';
  // The router commits URL changes as a transition, which a busy grid can hold back past the next poll; the
  // switch takes effect at once through state of its own, and the URL follows (and wins when it changes).
  const [local, setLocal] = useState({ seconds: urlSeconds, paused: urlPaused, urlSeconds, urlPaused });
  let { seconds, paused } = local;
  if (local.urlSeconds !== urlSeconds || local.urlPaused !== urlPaused) {
    seconds = urlSeconds;
    paused = urlPaused;
    setLocal({ seconds, paused, urlSeconds, urlPaused });
  }
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  return {
    seconds,
    paused,
    pollingInterval: paused ? 0 : seconds * 1000,
    setSeconds: (s) => {
      setLocal((l) => ({ ...l, seconds: s }));
      update((next) => (s === DEFAULT_SECONDS ? next.delete('refresh') : next.set('refresh', String(s))));
    },
    setPaused: (p) => {
      setLocal((l) => ({ ...l, paused: p }));
      update((next) => (p ? next.set('paused', '1') : next.delete('paused')));
    },
  };
}

export default function AutoRefresh({ state, updatedAt }: { state: AutoRefreshState; updatedAt?: number }) {
  const { t, i18n } = useTranslation(['compute']);
  const id = useId();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={!state.paused}
            onChange={(e) => state.setPaused(!e.target.checked)}
            data-testid="auto-refresh-switch"
          />
        }
        label={t('compute:refresh.auto')}
      />
      <FormControl size="small" sx={{ minWidth: 120 }} disabled={state.paused}>
        <InputLabel id={`${id}-interval`}>{t('compute:refresh.interval')}</InputLabel>
        <Select
          labelId={`${id}-interval`}
          label={t('compute:refresh.interval')}
          value={state.seconds}
          onChange={(e) => state.setSeconds(Number(e.target.value))}
          data-testid="refresh-interval"
        >
          {REFRESH_SECONDS.map((s) => (
            <MenuItem key={s} value={s}>
              {t('compute:refresh.every', { count: s })}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {updatedAt ? (
        <Typography variant="body2" color="text.secondary" aria-live="off" data-testid="refreshed-at">
          {t('compute:refresh.refreshedAt', {
            time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(updatedAt),
          })}
        </Typography>
      ) : null}
    </>
  );
}
