import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getToken } from '../../lib/session.ts';
import { endThisSignIn } from './use-sign-ins.ts';

/** Clears the browser as the spec's Logout does: session storage, cached answers, then /login. */
export function useLeave(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

/** Logout: ends the sign-in on the server first, so the token cannot be used again, then leaves. */
export function useLogout(): () => Promise<void> {
  const leave = useLeave();
  return useCallback(async () => {
    if (getToken()) await endThisSignIn();
    leave();
  }, [leave]);
}
