import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session.ts';

/** Logout as the spec says: clear session storage and go to /login; cached answers go too. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Leave the area first: clearing the session while its guard is on screen would send it to '/'.
  return useCallback(() => {
    void Promise.resolve(navigate('/login', { replace: true })).then(() => {
      clearSession();
      queryClient.clear();
    });
  }, [navigate, queryClient]);
}
