// Sends a sign-in (or registration) code to an email: `verification code sent`, then the resend delay.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import { useSessionMutation } from '@/features/session/useSessionMutation';
import { notify } from '@/lib/notify';
import { RESEND_AFTER_SECONDS } from './SendCodeButton';

/** Resolves to the seconds before the next code, or null (nothing sent: no address, or the call failed). */
export function useSendLoginCode(
  onError: (text: string | null) => void,
): (email: string | null) => Promise<number | null> {
  const { t } = useTranslation('session');
  const sendLoginCode = useSessionMutation('sendLoginCode');
  return useCallback(
    async (email: string | null) => {
      if (!email) return null;
      onError(null);
      try {
        const result = await sendLoginCode({ email });
        notify.success(t('session:code.sent'));
        return result.data?.resendAfterSeconds ?? RESEND_AFTER_SECONDS;
      } catch (e) {
        onError(apiErrorText(e, t('session:errors.sendCodeFailed')));
        return null;
      }
    },
    [sendLoginCode, onError, t],
  );
}
