import { Pagination } from '@mantine/core';

const CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

interface PagerProps {
  /** Names the pager among the page's landmarks, e.g. "Curriculum list pages". */
  label: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/**
 * A list's page buttons: a navigation landmark named after the list, arrow buttons named
 * ("Next page"), and each number read as "Page 2", the current one marked as such.
 */
export function Pager({ label, total, value, onChange }: PagerProps) {
  return (
    <nav aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        size="sm"
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
      />
    </nav>
  );
}
