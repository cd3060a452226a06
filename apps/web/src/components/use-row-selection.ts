import { useState } from 'react';

/** The rows ticked in a list, by key; kept while the admin moves between pages. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (key: string, on: boolean) => void;
  /** Ticks or unticks many rows at once (the header's box: the rows shown). */
  setMany: (keys: readonly string[], on: boolean) => void;
  clear: () => void;
}

/** Row selection for EntityList's `selection`; a list opts in by creating one. */
export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const setMany = (keys: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  return {
    selected,
    toggle: (key, on) => setMany([key], on),
    setMany,
    clear: () => setSelected(new Set()),
  };
}
