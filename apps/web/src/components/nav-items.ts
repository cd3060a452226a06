import type { ComponentType } from 'react';

export interface NavItem {
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Path prefixes under which the item also counts as current; defaults to `to`. */
  activePaths?: readonly string[];
  /** Paths that count as current only when matched exactly, such as an area's index. */
  exactPaths?: readonly string[];
}

// React Router matches paths without regard to case, so the highlight does the same.
const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isUnder = (pathname: string, base: string) =>
  samePath(pathname, base) || pathname.toLowerCase().startsWith(`${base.toLowerCase()}/`);

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    [item.to, ...(item.exactPaths ?? [])].some((exact) => samePath(path, exact)) ||
    (item.activePaths ?? [item.to]).some((base) => isUnder(path, base))
  );
}
