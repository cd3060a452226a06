/** How a caller may see a test: with its keys (staff, its teachers), plainly (its students), or not at all. */
export type TestView = 'keys' | 'plain' | null;

export interface TestViewer {
  role: string;
  isStaff: boolean;
  /** Enrolled in the test's curriculum (students). */
  enrolled: boolean;
  /** Assigned to teach the test's curriculum and subject (teachers). */
  teaches: boolean;
  /** A copy not yet scheduled: staff only. */
  draft: boolean;
}

/** Outsiders get null, and the API answers 404 as for a test that does not exist. */
export function testViewFor(viewer: TestViewer): TestView {
  if (viewer.isStaff) return 'keys';
  if (viewer.draft) return null;
  if (viewer.role === 'teacher') return viewer.teaches ? 'keys' : null;
  if (viewer.role === 'student') return viewer.enrolled ? 'plain' : null;
  return null;
}

/** An assessment may be deleted only while no student has opened it. */
export const mayDelete = (attempts: number): boolean => attempts === 0;

/** A test's questions may change only while no student can have seen them: before it opens. */
export const questionsChangeable = (phase: string): boolean => phase === 'draft' || phase === 'before';
