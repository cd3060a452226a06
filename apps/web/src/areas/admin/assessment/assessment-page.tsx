import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-state.tsx';
import { useAssessments, useAssessmentToEdit } from '../../../features/assessments/admin-assessments.ts';
import { AssessmentForm } from './assessment-form.tsx';
import { AssessmentList } from './assessment-list.tsx';
import { AssessmentView } from './assessment-view.tsx';

/** /admin/assessment, add-assessment, view-assessment/:id/:cc and edit-assessment/:id. */
export function AssessmentPage() {
  const { pathname } = useLocation();
  const { id, cc } = useParams();
  if (pathname.startsWith('/admin/add-assessment')) return <AssessmentForm />;
  if (pathname.startsWith('/admin/edit-assessment')) return <EditAssessment key={id} testID={id ?? ''} />;
  if (pathname.startsWith('/admin/view-assessment'))
    return <AssessmentView testID={id ?? ''} curriculumCode={cc ?? ''} />;
  return <AssessmentList />;
}

/**
 * Edit Assessment: the add form filled with the stored test, its fields open or locked by the
 * test's phase (before it opens, open, closed; a draft copy is scheduled by saving it). The route
 * names only the testID, so its curriculum is found in the list first; an unknown id goes back to it.
 */
function EditAssessment({ testID }: { testID: string }) {
  const assessments = useAssessments();
  const found = assessments.data?.find((a) => a.testID === testID);
  const existing = useAssessmentToEdit(found?.testID, found?.curriculumCode);
  if (assessments.data && !found) return <Navigate to="/admin/assessment" replace />;
  if (assessments.error) return <QueryError query={assessments} />;
  if (existing.error) return <QueryError query={existing} />;
  const data = existing.data;
  if (!data?.assessment) return <PageLoader />;
  return <AssessmentForm existing={{ ...data, assessment: data.assessment }} />;
}
