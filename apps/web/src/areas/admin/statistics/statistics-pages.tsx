import { TestMarksView } from '../../../features/statistics/test-marks-view.tsx';
import { TestStatisticsView } from '../../../features/statistics/test-statistics-view.tsx';

/** /admin/test-statistics/:id: reached from a test's view page and the gradebook. */
export function AdminTestStatisticsPage() {
  return <TestStatisticsView area="admin" backTo="/admin/assessment" backLabel="Assessments" />;
}

/** /admin/test-marks/:id: reached from the test's statistics page. */
export function AdminTestMarksPage() {
  return <TestMarksView area="admin" />;
}
