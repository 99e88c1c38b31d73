// Every HTTP concern of docs/product-rules.md#calls-and-errors in one place: headers, ugroupAddr, token renewal, showType, 403, failures.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import i18n from '@/i18n';
import { apiLanguage } from '@/i18n/languages';
import { notify } from '@/lib/notify';
import { ErrorShowType, isEnvelope, type ApiError } from './envelope';
import { sessionExpired, tokenRenewed, type StateWithCallSession } from './session';

/**
 * The Idempotency-Key logic and its list of create operations load with the first mutation, not with the console's
 * first screen (queries never carry a key).
 */
const loadIdempotency = () => import(/* webpackChunkName: "idempotency" */ './idempotency');

/** docs/product-rules.md#calls-and-errors: timeout 3,600,000 ms. */
export const REQUEST_TIMEOUT_MS = 3_600_000;

export interface ApiExtraOptions {
  /** The screen shows the error inline: no message or notification is raised. */
  skipErrorHandler?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  timeout: REQUEST_TIMEOUT_MS,
  // Looked up per call, so the global fetch can be swapped (tests, instrumentation).
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders(headers, { getState }) {
    const token = (getState() as StateWithCallSession).session?.userToken;
    if (token) headers.set('Authorization', token);
    headers.set('Accept-Language', apiLanguage(i18n.language || 'zh-CN'));
    headers.set('Content-Type', 'application/json');
    return headers;
  },
});

const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options) as string;

function withUgroupAddr(args: string | FetchArgs, accountAddr: string | null): FetchArgs {
  const request: FetchArgs = typeof args === 'string' ? { url: args, method: 'POST', body: {} } : { ...args };
  request.method = request.method ?? 'POST';
  const body = request.body;
  if (body === undefined || body === null) request.body = accountAddr ? { ugroupAddr: accountAddr } : {};
  else if (typeof body === 'object' && !(body instanceof FormData) && !Array.isArray(body) && accountAddr) {
    request.body = { ugroupAddr: accountAddr, ...(body as Record<string, unknown>) };
  }
  return request;
}

function show(error: ApiError, skip: boolean | undefined): void {
  if (skip) return;
  if (error.kind === 'business') {
    switch (error.showType) {
      case ErrorShowType.SILENT:
      case ErrorShowType.REDIRECT:
        return;
      case ErrorShowType.WARN_MESSAGE:
        notify.warning(error.message);
        return;
      case ErrorShowType.NOTIFICATION:
        notify.notification(error.errorCode ?? '', error.message);
        return;
      default:
        notify.error(error.message);
        return;
    }
  }
  if (error.kind !== 'forbidden') notify.error(error.message);
}

/** No answer, a timeout, or a 5xx (a proxy's or the server's): the write may have been applied or not. */
function answerLost(error: FetchBaseQueryError | undefined): boolean {
  if (!error) return false;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  if (typeof error.status === 'number') return error.status >= 500;
  return 'originalStatus' in error && typeof error.originalStatus === 'number' && error.originalStatus >= 500;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const accountAddr = (api.getState() as StateWithCallSession).session?.accountAddr ?? null;
  const request = withUgroupAddr(args, accountAddr);
  // A create carries an Idempotency-Key; sent again after a lost answer, the same one (no duplicate).
  const idempotency = api.type === 'mutation' ? await loadIdempotency() : null;
  const idempotent = idempotency?.idempotentCall(request.url, request.body) ?? null;
  if (idempotency && idempotent) {
    const headers = new Headers(request.headers as HeadersInit | undefined);
    headers.set(idempotency.IDEMPOTENCY_HEADER, idempotent.key);
    request.headers = headers;
  }
  const sentToken = (api.getState() as StateWithCallSession).session?.userToken ?? null;
  const result = await rawBaseQuery(request, api, {});
  idempotent?.settle(answerLost(result.error));

  // A renewal belongs to the session the call was sent in: an answer that lands after that session ended (a 403 of
  // the same burst, a sign-out) or was replaced does not bring its token back. Sign-in reads its token itself.
  const renewed = result.meta?.response?.headers.get('authorization');
  const current = (api.getState() as StateWithCallSession).session?.userToken ?? null;
  if (renewed && sentToken && current === sentToken && renewed !== sentToken) {
    api.dispatch(tokenRenewed(renewed));
  }

  if (result.error) {
    const { status } = result.error;
    let error: ApiError;
    if (status === 403) {
      api.dispatch(sessionExpired());
      error = { kind: 'forbidden', status, message: t('common:http.noPermission') };
    } else if (typeof status === 'number') {
      const body = result.error.data;
      const serverText =
        isEnvelope(body) && body.errorMessage ? body.errorMessage : (result.meta?.response?.statusText ?? '');
      error = {
        kind: 'http',
        status,
        message: t('common:http.status', { status, message: serverText }).trim(),
        data: body,
      };
    } else if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
      error = { kind: 'noResponse', message: t('common:http.noResponse') };
    } else {
      error = { kind: 'request', message: t('common:http.requestError') };
    }
    // A call cut off on purpose (the cache was reset by a logout or an organisation switch) failed for nobody.
    show(error, extraOptions?.skipErrorHandler || api.signal.aborted);
    return { error, meta: result.meta };
  }

  const body = result.data;
  if (!isEnvelope(body)) {
    const error: ApiError = { kind: 'request', message: t('common:http.requestError') };
    show(error, extraOptions?.skipErrorHandler);
    return { error, meta: result.meta };
  }
  if (!body.success) {
    const error: ApiError = {
      kind: 'business',
      errorCode: body.errorCode,
      message: body.errorMessage || t('common:http.requestFailed'),
      showType: body.showType,
      data: body.data,
    };
    show(error, extraOptions?.skipErrorHandler);
    return { error, meta: result.meta };
  }
  return { data: body, meta: result.meta };
};
