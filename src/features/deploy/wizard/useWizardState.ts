// The deploy wizard's state: deployInfo from the store, taken back from the tab's sessionStorage after a reload,
// started afresh when the URL names another service (?serviceId=), and saved again on every change. The copy also
// keeps orderInfo's cprsSource (whose resources the purchase uses), so a reload keeps that choice too; a new
// deployment starts from the default.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { orderInfoChanged, orderInfoReset } from '@/features/billing/public/orderInfo';
import { selectSession } from '@/features/session/public/session';
import {
  deployInfoRestored,
  deployStarted,
  loadDeployInfo,
  saveDeployInfo,
  selectDeployInfo,
  type DeployInfoState,
} from '../deployInfoSlice';
import { selectCprsSource } from './choices';

export function useWizardState(): DeployInfoState {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectDeployInfo);
  const { userId, accountAddr } = useAppSelector(selectSession);
  const cprsSource = useAppSelector(selectCprsSource);
  const [params] = useSearchParams();
  const urlService = params.get('serviceId');
  const [saved] = useState(() => (info.serviceId ? null : loadDeployInfo({ userId, accountAddr })));

  const current = info.serviceId ? info : (saved ?? {});
  // A wizard left by another user or in another organisation is not theirs to continue.
  const belongs = (current.userId ?? null) === userId && (current.accountAddr ?? null) === accountAddr;
  const startsAfresh = Boolean(urlService) && (urlService !== current.serviceId || !belongs);

  useEffect(() => {
    if (startsAfresh && urlService) {
      dispatch(
        deployStarted({ serviceId: urlService, userId: userId ?? undefined, accountAddr: accountAddr ?? undefined }),
      );
      dispatch(orderInfoReset());
    } else if (!info.serviceId && saved) {
      const { cprsSource: savedSource, ...restored } = saved;
      dispatch(deployInfoRestored(restored));
      if (savedSource) dispatch(orderInfoChanged({ cprsSource: savedSource }));
    }
  }, [startsAfresh, urlService, info.serviceId, saved, userId, accountAddr, dispatch]);

  useEffect(() => {
    if (info.serviceId) saveDeployInfo({ ...info, cprsSource });
  }, [info, cprsSource]);

  if (startsAfresh && urlService) return { serviceId: urlService, step: 'start', userId: userId ?? undefined };
  if (!belongs) return {};
  return { ...current, step: current.step ?? (current.serviceId ? 'start' : undefined) };
}
