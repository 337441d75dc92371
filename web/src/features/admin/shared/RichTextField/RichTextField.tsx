import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import classes from './RichTextField.module.css';

interface RichTextFieldProps {
  label: string;
  /** HTML, read once when the editor starts (the form mounts the editor after loading). */
  initialValue: string;
  /** Receives the editor's HTML, or '' when the document is empty. */
  onChange: (html: string) => void;
  error?: ReactNode;
  required?: boolean;
}

const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Negrita',
  italicControlLabel: 'Cursiva',
  h2ControlLabel: 'Título de sección',
  h3ControlLabel: 'Subtítulo',
  bulletListControlLabel: 'Lista con viñetas',
  orderedListControlLabel: 'Lista numerada',
  blockquoteControlLabel: 'Cita',
  linkControlLabel: 'Insertar enlace',
  unlinkControlLabel: 'Quitar enlace',
  undoControlLabel: 'Deshacer',
  redoControlLabel: 'Rehacer',
  linkEditorInputLabel: 'Dirección del enlace',
  linkEditorInputPlaceholder: 'https://ejemplo.com/',
  linkEditorExternalLink: 'Abrir en una pestaña nueva',
  linkEditorInternalLink: 'Abrir en la misma pestaña',
  linkEditorSave: 'Guardar',
};

/** The editable area is a plain contenteditable; these make it a labelled text box for assistive tech. */
function editorAttributes(labelId: string, invalid: boolean): Record<string, string> {
  return { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-invalid': String(invalid) };
}

/** The article body editor: headings, bold, italic, lists, links and quotes, stored as HTML. */
export function RichTextField({ label, initialValue, onChange, error, required }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const editor = useEditor({
    // Server rendering has no DOM for the editor; it mounts on the client only.
    immediatelyRender: false,
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialValue,
    editorProps: { attributes: editorAttributes(labelId, false) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const invalid = Boolean(error);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: editorAttributes(labelId, invalid) } });
  }, [editor, labelId, invalid]);

  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} error={error} required={required}>
      <RichTextEditor editor={editor} labels={LABELS} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
