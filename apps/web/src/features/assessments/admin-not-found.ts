import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Leaves for /not-found when the entry a screen shows does not exist (admin spec §8). */
export function useNotFoundRedirect(error: unknown, missing = false) {
  const navigate = useNavigate();
  const gone = missing || isNotFound(error);
  useEffect(() => {
    if (gone) void navigate('/not-found', { replace: true });
  }, [gone, navigate]);
}
