// The words of the apps screens for the contract's enums (static keys, so every language is checked).
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '@/components/StatusChip';
import type { AccessMethod, ApplicationService, BillingMode, PayType, ResourceMode } from './api';

export type ServiceStatus = ApplicationService['status'];

/** Categories of the catalogue that have words of their own; others show as the server names them. */
export const KNOWN_CATEGORIES = ['llm', 'vision', 'speech', 'nlp'] as const;

export const STATUS_TONES: Record<ServiceStatus, StatusTone> = {
  active: 'success',
  expired: 'warning',
  disabled: 'default',
};

/** A label table as a filter's options, in the table's order. */
export const optionsOf = <K extends string>(labels: Record<K, string>): { value: K; label: string }[] =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

export function useAppLabels() {
  const { t } = useTranslation('apps');
  const accessMethod: Record<AccessMethod, string> = {
    portal: t('apps:accessMethod.portal'),
    nact: t('apps:accessMethod.nact'),
  };
  const resourceMode: Record<ResourceMode, string> = {
    shared: t('apps:resourceMode.shared'),
    dedicated: t('apps:resourceMode.dedicated'),
  };
  const billingMode: Record<BillingMode, string> = {
    daily: t('apps:billingMode.daily'),
    monthly: t('apps:billingMode.monthly'),
    annual: t('apps:billingMode.annual'),
  };
  const payType: Record<PayType, string> = {
    prepaid: t('apps:payType.prepaid'),
    postpaid: t('apps:payType.postpaid'),
  };
  const status: Record<ServiceStatus, string> = {
    active: t('apps:status.active'),
    expired: t('apps:status.expired'),
    disabled: t('apps:status.disabled'),
  };
  const categories: Record<(typeof KNOWN_CATEGORIES)[number], string> = {
    llm: t('apps:category.llm'),
    vision: t('apps:category.vision'),
    speech: t('apps:category.speech'),
    nlp: t('apps:category.nlp'),
  };
  const category = (value: string | undefined): string =>
    value && value in categories ? categories[value as keyof typeof categories] : (value ?? '');
  /** Per day / per month / per year. */
  const per: Record<BillingMode, string> = {
    daily: t('apps:per.daily'),
    monthly: t('apps:per.monthly'),
    annual: t('apps:per.annual'),
  };
  return { accessMethod, resourceMode, billingMode, payType, status, category, categories, per };
}

export type AppLabels = ReturnType<typeof useAppLabels>;
