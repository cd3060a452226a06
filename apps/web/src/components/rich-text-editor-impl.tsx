import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

/** Tiptap's empty document is '<p></p>'; forms treat it as no text, so 'Required' can show. */
const normalise = (html: string, empty: boolean) => (empty ? '' : html);

export function RichTextEditorImpl({ label, value, onChange, onBlur, error, required }: RichTextEditorProps) {
  const editor = useEditor({
    // Mantine's Link replaces StarterKit's so the link control works.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(normalise(current.getHTML(), current.isEmpty)),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (an edit form filled after loading) replaces the editor's text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = normalise(editor.getHTML(), editor.isEmpty);
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-invalid': String(Boolean(error)),
        },
      },
    });
  }, [editor, label, error]);

  return (
    <RichTextEditor editor={editor} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={120} />
    </RichTextEditor>
  );
}
