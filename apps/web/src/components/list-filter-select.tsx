import { Select } from './select.tsx';
import { ALL_CHOICE, type ServerListControl } from './use-server-list.ts';

/** The filter's value when it is one of `choices`, else undefined (a stale or hand-typed address). */
export const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  (choices as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

interface ListFilterSelectProps {
  list: ServerListControl;
  /** The filter's name in the address (`?state=revoked`). */
  name: string;
  label: string;
  /** The words of the everything choice ("Any state", "Anyone"), which clears the filter. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  w: number;
  searchable?: boolean;
}

/**
 * A filter beside a server list's search box: the everything choice first, then the options; the
 * choice lives in the address with the page, and changing it goes back to page 1.
 */
export function ListFilterSelect({ list, name, label, anyLabel, options, w, searchable }: ListFilterSelectProps) {
  const current = list.filter(name);
  const known = options.some((o) => o.value === current);
  return (
    <Select
      label={label}
      data={[{ value: ALL_CHOICE, label: anyLabel }, ...options]}
      value={known ? current : ALL_CHOICE}
      onChange={(value) => list.setFilter(name, value)}
      allowDeselect={false}
      searchable={searchable}
      w={w}
    />
  );
}
