// docs/product-rules.md#states-and-transitions account selection, as a pure function the sagas apply.
import type { CurrentUser } from './slice';

export interface AccountChoice {
  accountAddr: string | null;
  /** ugroupId of the organisation the user created, if any (`login-accountId`). */
  loginAccountId: string | null;
}

export function chooseAccount(user: CurrentUser, storedAccountAddr: string | null): AccountChoice {
  const refs = user.ugroupRefList ?? [];
  const created = refs.find((r) => r.ugroup.createdId != null && String(r.ugroup.createdId) === String(user.userId));
  const loginAccountId = created ? String(created.ugroup.ugroupId) : null;
  if (storedAccountAddr && refs.some((r) => r.ugroup.ugroupAddr === storedAccountAddr)) {
    return { accountAddr: storedAccountAddr, loginAccountId };
  }
  const defaultRelId = user.defaultUgroupRel?.relId;
  const byDefault = defaultRelId != null ? refs.find((r) => String(r.rel.relId) === String(defaultRelId)) : undefined;
  const chosen = byDefault ?? refs[0];
  return { accountAddr: chosen ? chosen.ugroup.ugroupAddr : null, loginAccountId };
}
