import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An item opened over a list (a query's chat, a session's details) lives in the address
 * (`?chat=<id>`), so a notification can point to it, a reload keeps it, Back closes it, and
 * opening it by any way reads the notifications about it.
 */
export function useOpenItem(param: string): [string | null, (id: string) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(param, id);
        return next;
      }),
    [param, setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(param);
          return next;
        },
        { replace: true },
      ),
    [param, setParams],
  );
  return [params.get(param), open, close];
}
