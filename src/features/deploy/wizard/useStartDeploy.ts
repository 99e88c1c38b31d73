// "Deploy" on a service: a fresh wizard for it (deployInfo), then the wizard page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/public/session';
import { deployStarted } from '../deployInfoSlice';

export const stepPagePath = (serviceId: string) => `/step-page?serviceId=${encodeURIComponent(serviceId)}`;

export function useStartDeploy(): (serviceId: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { userId, accountAddr } = useAppSelector(selectSession);
  return useCallback(
    (serviceId: string) => {
      dispatch(deployStarted({ serviceId, userId: userId ?? undefined, accountAddr: accountAddr ?? undefined }));
      navigate(stepPagePath(serviceId));
    },
    [dispatch, navigate, userId, accountAddr],
  );
}
