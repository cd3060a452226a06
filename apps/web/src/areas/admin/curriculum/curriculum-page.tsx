import { useEntityMode } from '../../../components/entity-mode.ts';
import { CurriculumForm } from './curriculum-form.tsx';
import { CurriculumList } from './curriculum-list.tsx';
import { CurriculumView } from './curriculum-view.tsx';

/** /admin/curriculum, /admin/add-curriculum, /admin/edit-curriculum/:id, /admin/view-curriculum/:id. */
export function CurriculumPage() {
  const { mode, id } = useEntityMode();
  if (mode === 'add') return <CurriculumForm />;
  if (mode === 'edit') return <CurriculumForm id={id} />;
  if (mode === 'view') return <CurriculumView id={id ?? ''} />;
  return <CurriculumList />;
}
