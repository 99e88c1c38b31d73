// docs/product-rules.md#calls-and-errors: every response body is { success, data, errorCode, errorMessage, showType }.

export type ShowType = 0 | 1 | 2 | 3 | 9;

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  errorCode: string;
  errorMessage: string;
  showType: ShowType;
}

export function ok<T>(data: T): Envelope<T> {
  return { success: true, data, errorCode: '', errorMessage: '', showType: 0 };
}

export function fail(errorCode: string, errorMessage: string, showType: ShowType = 2, data: unknown = null): Envelope {
  return { success: false, data, errorCode, errorMessage, showType };
}

/** Thrown by handlers to answer a business error (HTTP 200 unless `status` says otherwise). */
export class BusinessError extends Error {
  constructor(
    public readonly errorCode: string,
    message: string,
    public readonly status = 200,
    public readonly showType: ShowType = 2,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}
