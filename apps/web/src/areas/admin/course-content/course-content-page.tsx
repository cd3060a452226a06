import { useEntityMode } from '../../../components/entity-mode.ts';
import { CourseContentForm } from './course-content-form.tsx';
import { CourseContentList } from './course-content-list.tsx';
import { CourseContentView } from './course-content-view.tsx';

/** /admin/course-content and its add, edit and view screens (the sidebar's "Chapter"). */
export function CourseContentPage() {
  const { mode, id } = useEntityMode();
  if (mode === 'add') return <CourseContentForm />;
  if (mode === 'edit') return <CourseContentForm id={id} />;
  if (mode === 'view') return <CourseContentView id={id ?? ''} />;
  return <CourseContentList />;
}
