// Reads the profile fields of the current user (typed loosely in the session slice) as text.
import type { CurrentUser } from '@/features/session/slice';

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

export function profileOf(user: CurrentUser) {
  return {
    userId: textOf(user.userId),
    username: textOf(user.username),
    nickname: textOf(user.nickname),
    email: textOf(user.email),
    mobile: textOf(user.mobile),
    avatar: textOf(user.avatar),
  };
}
