import { describe, expect, it } from 'vitest';
import { entityModeOf } from './entity-mode.ts';

describe('entity screen mode from the route', () => {
  it.each([
    ['/admin/curriculum', 'list'],
    ['/admin/add-curriculum', 'add'],
    ['/admin/edit-curriculum/abc', 'edit'],
    ['/admin/view-question/Q-12', 'view'],
    ['/admin/course-content', 'list'],
    ['/admin/add-course-content', 'add'],
  ])('%s is %s', (path, mode) => {
    expect(entityModeOf(path)).toBe(mode);
  });
});
