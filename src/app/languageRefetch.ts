// The server words some answers in the request's language (Accept-Language: portal cards, product and service
// names, refusals): when the language changes, every cached answer that provides tags is asked for again, so a
// screen on show re-reads them at once and one visited later does not show the previous language.
import type { Dispatch } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { baseApi } from '@/api/baseApi';

type Tags = Parameters<typeof baseApi.util.invalidateTags>[0];

interface ApiState {
  api: { provided: { tags?: Record<string, unknown> } };
}

export function refetchOnLanguageChange(
  store: { dispatch: Dispatch; getState: () => ApiState },
  i18n: Pick<I18n, 'on' | 'off'>,
): () => void {
  const onChange = () => {
    const types = Object.keys(store.getState().api.provided.tags ?? {});
    // The tag types are added by the areas' API policy (src/api/endpoints), unknown to baseApi's type.
    if (types.length) store.dispatch(baseApi.util.invalidateTags(types as unknown as Tags));
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
