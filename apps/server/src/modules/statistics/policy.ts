import { isStaffRole } from '../../http/roles.ts';

/** How the caller sees a test (assessments' findVisibleTest): with keys, plainly, or not at all. */
type TestView = 'keys' | 'plain' | null;

/** A test's statistics and marks are read by those who see its keys: staff and its teachers. */
export const mayAnalyse = (view: TestView): boolean => view === 'keys';

/** A curriculum's gradebook (every subject's results) is the office's: staff only. */
export const mayReadGradebook = (role: string): boolean => isStaffRole(role);
