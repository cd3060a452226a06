import { useEntityMode } from '../../../components/entity-mode.ts';
import { TemplateForm } from './template-form.tsx';
import { TemplateList } from './template-list.tsx';
import { TemplateView } from './template-view.tsx';

/** /admin/template and its add, edit and view screens, by templateID. */
export function TemplatePage() {
  const { mode, id } = useEntityMode();
  if (mode === 'add') return <TemplateForm />;
  if (mode === 'edit') return <TemplateForm key={id} templateID={id} />;
  if (mode === 'view') return <TemplateView templateID={id ?? ''} />;
  return <TemplateList />;
}
