import { TestMarksView } from '../../../features/statistics/test-marks-view.tsx';
import { TestStatisticsView } from '../../../features/statistics/test-statistics-view.tsx';

/** /teacher/test-statistics/:id: reached from the assignment's correction page. */
export function TeacherTestStatisticsPage() {
  return <TestStatisticsView area="teacher" backTo="/teacher/assignments-list" backLabel="Assignments" />;
}

/** /teacher/test-marks/:id: reached from the test's statistics page. */
export function TeacherTestMarksPage() {
  return <TestMarksView area="teacher" />;
}
