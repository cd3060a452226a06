import { useLocation, useParams } from 'react-router';

/** The four modes of an admin entity screen (admin spec §4: the mode comes from the route). */
export type EntityMode = 'list' | 'add' | 'edit' | 'view';

/**
 * Reads the mode from the last route segment but one or the last: `/admin/add-curriculum` is add,
 * `/admin/edit-curriculum/7` edit, `/admin/view-curriculum/7` view, `/admin/curriculum` list.
 */
export function entityModeOf(pathname: string): EntityMode {
  const segments = pathname.split('/').filter(Boolean);
  const named = segments.find((segment) => /^(add|edit|view)-/i.test(segment));
  if (!named) return 'list';
  return named.slice(0, named.indexOf('-')).toLowerCase() as EntityMode;
}

/** The current screen's mode and its id parameter (`:id` unless another name is given). */
export function useEntityMode(param = 'id'): { mode: EntityMode; id: string | undefined } {
  const { pathname } = useLocation();
  const params = useParams();
  return { mode: entityModeOf(pathname), id: params[param] };
}
