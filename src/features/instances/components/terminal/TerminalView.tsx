// The web terminal: xterm.js (with its fit addon, sized to its box and the window) over the instance's shell
// WebSocket. The bar above it says how the connection is, retries a dropped one by itself with a growing delay,
// and offers reconnect, copy (the selection) and paste; Ctrl+Shift+C / Ctrl+Shift+V do the same from the keyboard.
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import ContentPasteOutlined from '@mui/icons-material/ContentPasteOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FitAddon } from '@xterm/addon-fit';
// xterm's stylesheet as text (webpack asset/source), applied while a terminal is shown: no CSS loading runtime in the entry.
import { Terminal } from '@xterm/xterm';
import xtermCss from '@xterm/xterm/css/xterm.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import StatusChip, { type StatusTone } from '@/components/StatusChip';
import { notify } from '@/lib/notify';
import { useCreateTerminalSessionMutation, type Instance } from '../../api';
import { useNow } from '../../useNow';
import {
  TerminalConnection,
  isFinalSessionError,
  socketUrl,
  type ConnectionState,
  type SocketLike,
} from './terminalConnection';

const MAX_ATTEMPTS = 5;

function StateLine({ state, retryAt }: { state: ConnectionState; retryAt: number }) {
  const { t } = useTranslation('instances');
  const now = useNow();
  let tone: StatusTone = 'info';
  let label: string;
  let detail: string | null = null;
  switch (state.kind) {
    case 'connecting':
      label = t('instances:terminal.state.connecting');
      break;
    case 'open':
      tone = 'success';
      label = t('instances:terminal.state.open');
      break;
    case 'waiting':
      tone = 'warning';
      label = t('instances:terminal.state.waiting');
      detail = t('instances:terminal.retryIn', {
        seconds: Math.max(0, Math.ceil((retryAt - now) / 1000)),
        attempt: state.attempt,
        max: MAX_ATTEMPTS,
      });
      break;
    case 'ended':
      tone = 'default';
      label = t('instances:terminal.state.ended');
      detail = t('instances:terminal.endedHint');
      break;
    default:
      tone = 'error';
      label = t('instances:terminal.state.failed');
      detail = state.message ?? t('instances:terminal.failedHint');
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minWidth: 0 }}
      aria-live="polite"
      data-testid="terminal-state"
      data-state={state.kind}
    >
      <StatusChip
        label={label}
        tone={tone}
        transitional={state.kind === 'connecting' || state.kind === 'waiting'}
        status={state.kind}
      />
      {detail ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      ) : null}
    </Stack>
  );
}

export default function TerminalView({ instance }: { instance: Instance }) {
  const { t } = useTranslation(['instances', 'common']);
  const [createSession] = useCreateTerminalSessionMutation();
  const boxRef = useRef<HTMLDivElement | null>(null);
  const termRef = useRef<Terminal | null>(null);
  const connRef = useRef<TerminalConnection | null>(null);
  const [state, setState] = useState<ConnectionState>({ kind: 'connecting', attempt: 0 });
  const [retryAt, setRetryAt] = useState(0);
  const instanceId = instance.id;

  const copySelection = async () => {
    const text = termRef.current?.getSelection() ?? '';
    if (!text) {
      notify.info(t('instances:terminal.selectFirst'));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('common:actions.copied'));
    } catch {
      notify.error(t('common:actions.copyFailed'));
    }
  };

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      if (text) termRef.current?.paste(text);
      termRef.current?.focus();
    } catch {
      notify.warning(t('instances:terminal.pasteBlocked'));
    }
  };

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const term = new Terminal({
      cursorBlink: true,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      fontSize: 14,
      scrollback: 5000,
      theme: { background: '#111827', foreground: '#e5e7eb', cursor: '#93c5fd' },
    });
    const fit = new FitAddon();
    term.loadAddon(fit);
    term.open(box);
    termRef.current = term;

    const conn = new TerminalConnection({
      openSession: async () => {
        const answer = await createSession({ id: instanceId }).unwrap();
        if (!answer.data?.url) throw new Error('no session');
        return socketUrl(answer.data.url, window.location);
      },
      isFinal: isFinalSessionError,
      describe: (error) => apiErrorText(error, ''),
      // The browser's WebSocket is a SocketLike with DOM event types.
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      onOutput: (data) => term.write(data),
      onState: (next) => {
        if (next.kind === 'waiting') setRetryAt(Date.now() + next.retryInMs);
        setState(next);
      },
      maxAttempts: MAX_ATTEMPTS,
    });
    connRef.current = conn;

    const refit = () => {
      try {
        fit.fit();
      } catch {
        // not laid out yet
      }
    };
    term.onResize(({ cols, rows }) => conn.resize(cols, rows));
    term.onData((data) => conn.send(data));
    term.attachCustomKeyEventHandler((e) => {
      if (e.type === 'keydown' && e.ctrlKey && e.shiftKey && (e.key === 'C' || e.key === 'c')) {
        void copySelectionOf(term);
        return false;
      }
      // Ctrl+Shift+V: the browser's own paste reaches the terminal; xterm must not also send ^V.
      if (e.ctrlKey && e.shiftKey && (e.key === 'V' || e.key === 'v')) return false;
      return true;
    });
    refit();
    conn.resize(term.cols, term.rows);
    void conn.connect();
    term.focus();

    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(refit);
    };
    window.addEventListener('resize', onResize);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    observer?.observe(box);

    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      cancelAnimationFrame(frame);
      conn.dispose();
      connRef.current = null;
      term.dispose();
      termRef.current = null;
    };

    async function copySelectionOf(terminal: Terminal) {
      const text = terminal.getSelection();
      if (!text) return;
      try {
        await navigator.clipboard.writeText(text);
        notify.success(t('common:actions.copied'));
      } catch {
        notify.error(t('common:actions.copyFailed'));
      }
    }
    // The terminal lives as long as the instance shown; texts and the session call are read when used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instanceId]);

  return (
    <Stack spacing={1} sx={{ flex: 1, minHeight: 0 }}>
      <GlobalStyles styles={xtermCss} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StateLine state={state} retryAt={retryAt} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          startIcon={<RefreshOutlined />}
          onClick={() => {
            connRef.current?.reconnect();
            termRef.current?.focus();
          }}
          disabled={state.kind === 'connecting'}
          data-testid="terminal-reconnect"
        >
          {t('instances:terminal.reconnect')}
        </Button>
        <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copySelection()}>
          {t('instances:terminal.copy')}
        </Button>
        <Button size="small" startIcon={<ContentPasteOutlined />} onClick={() => void paste()}>
          {t('instances:terminal.paste')}
        </Button>
      </Stack>
      <Box
        role="region"
        aria-label={t('instances:terminal.regionLabel', { name: instance.name })}
        sx={{
          flex: 1,
          minHeight: 320,
          bgcolor: '#111827',
          borderRadius: 1,
          p: 1,
          overflow: 'hidden',
          '& .xterm': { height: '100%' },
        }}
      >
        <Box ref={boxRef} data-testid="terminal" sx={{ width: '100%', height: '100%' }} />
      </Box>
    </Stack>
  );
}
