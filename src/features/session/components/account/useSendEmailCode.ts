// Sends a profile code (send_email_vcode: changeEmail to the new address, changePassword to the user's own).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendEmailCodeApiArg } from '@/api/generated/session.gen';
import { apiErrorText } from '@/components/form/apiErrorText';
import { useSendEmailCodeMutation } from '@/features/session/api';
import { notify } from '@/lib/notify';
import { RESEND_AFTER_SECONDS } from '../SendCodeButton';

export function useSendEmailCode(
  purpose: SendEmailCodeApiArg['purpose'],
  onError: (text: string | null) => void,
): (email: string | null) => Promise<number | null> {
  const { t } = useTranslation('session');
  const [sendEmailCode] = useSendEmailCodeMutation();
  return useCallback(
    async (email: string | null) => {
      if (!email) return null;
      onError(null);
      try {
        const result = await sendEmailCode({ email, purpose }).unwrap();
        notify.success(t('session:code.sent'));
        return result.data?.resendAfterSeconds ?? RESEND_AFTER_SECONDS;
      } catch (e) {
        onError(apiErrorText(e, t('session:errors.sendCodeFailed')));
        return null;
      }
    },
    [sendEmailCode, purpose, onError, t],
  );
}
