// docs/product-rules.md#calls-and-errors: the body of every response, and the error a failed call yields to the screen.
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 3,
  REDIRECT = 9,
}

export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  errorCode?: string;
  errorMessage?: string;
  showType?: number;
}

export type ApiErrorKind = 'business' | 'http' | 'forbidden' | 'noResponse' | 'request';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, when there was a response. */
  status?: number;
  errorCode?: string;
  /** The text shown (or that would be shown) to the user. */
  message: string;
  showType?: number;
  data?: unknown;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).success === 'boolean';
}
