import { useEntityMode } from '../../../components/entity-mode.ts';
import { QuestionForm } from './question-form.tsx';
import { QuestionList } from './question-list.tsx';
import { QuestionView } from './question-view.tsx';

/** /admin/question (Question Library) and its add, edit and view screens, by questionID. */
export function QuestionPage() {
  const { mode, id } = useEntityMode('questionID');
  if (mode === 'add') return <QuestionForm />;
  if (mode === 'edit') return <QuestionForm questionID={id} />;
  if (mode === 'view') return <QuestionView questionID={id ?? ''} />;
  return <QuestionList />;
}
