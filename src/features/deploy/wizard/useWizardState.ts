// The deploy wizard's state: deployInfo from the store, taken back from the tab's sessionStorage after a reload,
// started afresh when the URL names another service (?serviceId=), and saved again on every change.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';
import {
  deployInfoRestored,
  deployStarted,
  loadDeployInfo,
  saveDeployInfo,
  selectDeployInfo,
  type DeployInfoState,
} from '../deployInfoSlice';

export function useWizardState(): DeployInfoState {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectDeployInfo);
  const { userId, accountAddr } = useAppSelector(selectSession);
  const [params] = useSearchParams();
  const urlService = params.get('serviceId');
  const [saved] = useState(() => (info.serviceId ? null : loadDeployInfo({ userId, accountAddr })));

  const current = info.serviceId ? info : (saved ?? {});
  // A wizard left by another user or in another organisation is not theirs to continue.
  const belongs = (current.userId ?? null) === userId && (current.accountAddr ?? null) === accountAddr;
  const startsAfresh = Boolean(urlService) && (urlService !== current.serviceId || !belongs);

  useEffect(() => {
    if (startsAfresh && urlService)
      dispatch(
        deployStarted({ serviceId: urlService, userId: userId ?? undefined, accountAddr: accountAddr ?? undefined }),
      );
    else if (!info.serviceId && saved) dispatch(deployInfoRestored(saved));
  }, [startsAfresh, urlService, info.serviceId, saved, userId, accountAddr, dispatch]);

  useEffect(() => {
    if (info.serviceId) saveDeployInfo(info);
  }, [info]);

  if (startsAfresh && urlService) return { serviceId: urlService, step: 'start', userId: userId ?? undefined };
  if (!belongs) return {};
  return { ...current, step: current.step ?? (current.serviceId ? 'start' : undefined) };
}
