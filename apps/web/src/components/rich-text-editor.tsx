import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface RichTextEditorProps {
  /** The field's label; also the editing area's accessible name. */
  label: string;
  /** HTML; an empty editor gives ''. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  description?: string;
}

// The editor (tiptap and ProseMirror) is the heaviest thing on a form; it loads only when a form shows one.
const Editor = lazy(async () => ({ default: (await import('./rich-text-editor-impl.tsx')).RichTextEditorImpl }));

/**
 * A rich-text field for forms (eligibility, subject info, a question...), with its label and its
 * message beneath, like Mantine's own inputs. Use with React Hook Form's `Controller`.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Input.Wrapper label={props.label} required={props.required} error={props.error} description={props.description}>
      <Suspense fallback={<Skeleton height={140} radius="sm" />}>
        <Editor {...props} />
      </Suspense>
    </Input.Wrapper>
  );
}
