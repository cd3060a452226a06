import { useEntityMode } from '../../../components/entity-mode.ts';
import { SubjectForm } from './subject-form.tsx';
import { SubjectList } from './subject-list.tsx';
import { SubjectView } from './subject-view.tsx';

/** /admin/subject, /admin/add-subject, /admin/edit-subject/:id, /admin/view-subject/:id. */
export function SubjectPage() {
  const { mode, id } = useEntityMode();
  if (mode === 'add') return <SubjectForm />;
  if (mode === 'edit') return <SubjectForm id={id} />;
  if (mode === 'view') return <SubjectView id={id ?? ''} />;
  return <SubjectList />;
}
