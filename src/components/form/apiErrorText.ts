// What a form shows when its call fails: the server's (or the HTTP layer's) words, else the screen's own.
import type { ApiError } from '@/api/envelope';

export function apiErrorText(error: unknown, fallback: string): string {
  const text = (error as Partial<ApiError> | null)?.message;
  return typeof text === 'string' && text.trim() ? text : fallback;
}
