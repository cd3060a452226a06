import { useQueryClient } from '@tanstack/react-query';

/** Every catalogue query key starts with 'catalogue', so one save refreshes every list and form. */
export const catalogueKey = (...parts: unknown[]) => ['catalogue', ...parts] as const;

export function useRefreshCatalogue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['catalogue'] });
}
