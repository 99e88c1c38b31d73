// "Send code": sends a verification code, then counts down (docs/product-rules.md: 60 s) before another may be sent.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './useCountdown';

/** docs/product-rules.md / issue 5: 60 s before another code may be requested, unless the server says otherwise. */
export const RESEND_AFTER_SECONDS = 60;

export interface SendCodeButtonProps {
  /** Sends the code; resolves to the seconds before the next one may be sent, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
}

export default function SendCodeButton({ onSend, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation('session');
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds) start(seconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void send()}
      disabled={disabled || left > 0}
      loading={sending}
      data-testid="send-code"
      sx={{ flexShrink: 0, minWidth: 128, mt: 1, height: 37, whiteSpace: 'nowrap' }}
    >
      {left > 0 ? t('session:code.resendIn', { count: left }) : t('session:code.send')}
    </Button>
  );
}
