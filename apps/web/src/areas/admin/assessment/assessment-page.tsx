import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAssessments } from '../../../features/assessments/admin-assessments.ts';
import { AssessmentForm } from './assessment-form.tsx';
import { AssessmentList, assessmentViewPath } from './assessment-list.tsx';
import { AssessmentView } from './assessment-view.tsx';

/** /admin/assessment, add-assessment, view-assessment/:id/:cc and edit-assessment/:id. */
export function AssessmentPage() {
  const { pathname } = useLocation();
  const { id, cc } = useParams();
  if (pathname.startsWith('/admin/add-assessment')) return <AssessmentForm />;
  if (pathname.startsWith('/admin/edit-assessment')) return <EditAssessmentRedirect testID={id ?? ''} />;
  if (pathname.startsWith('/admin/view-assessment'))
    return <AssessmentView testID={id ?? ''} curriculumCode={cc ?? ''} />;
  return <AssessmentList />;
}

/**
 * An assessment is not edited once made: its questions are frozen and students may have begun.
 * The registered edit route shows the assessment instead (or the list, for an unknown id).
 */
function EditAssessmentRedirect({ testID }: { testID: string }) {
  const assessments = useAssessments();
  if (!assessments.data && !assessments.error) return <PageLoader />;
  const found = assessments.data?.find((a) => a.testID === testID);
  return <Navigate to={found ? assessmentViewPath(found) : '/admin/assessment'} replace />;
}
