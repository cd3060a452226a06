import type { NotificationDto } from '@kaksha/contracts/notifications';

/**
 * Whether a notification's link points to what is open now. A link with parameters names an item
 * (`?chat=<id>`, `?session=<id>`): it is open wherever the address carries them, whichever tab
 * the item is listed under by now. A link without names a page (`/student/session-preview/<id>`):
 * the same path.
 */
export function pointsHere(link: string, here: { pathname: string; search: string }): boolean {
  const target = new URL(link, 'https://kaksha.invalid');
  const item = [...target.searchParams];
  if (item.length === 0) return target.pathname === here.pathname;
  const params = new URLSearchParams(here.search);
  return item.every(([key, value]) => params.get(key) === value);
}

/** The unread notifications about what is open on this page: opening it has read them. */
export const readByOpening = (list: readonly NotificationDto[], here: { pathname: string; search: string }) =>
  list.filter((n) => !n.read && n.link !== null && pointsHere(n.link, here)).map((n) => n._id);
