import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useInscripcionesTranslation } from '../i18n';

interface RejectionEditorProps {
  /** Initial HTML (already sanitized); later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  description?: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The rejection reason as rich text (seed 001 §2): bold, italic, lists and
 * links. Loaded on its own the first time estado 3 is chosen, so the editor
 * is not part of the enrollee list's download.
 */
export function RejectionEditor({ initialHtml, onChange, label, description, error, disabled }: RejectionEditorProps) {
  const { t } = useInscripcionesTranslation();
  const id = useId();
  const ids = { label: `${id}-label`, description: `${id}-description`, error: `${id}-error` };
  const describedBy = [description ? ids.description : null, error ? ids.error : null].filter(Boolean).join(' ');
  // The editable area is a textbox named by the label, described by the hint and the error when there is one.
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': ids.label,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(error ? { 'aria-invalid': 'true' } : {}),
      'data-testid': 'rejection-reason',
    }),
    [ids.label, describedBy, error],
  );

  const editor = useEditor({
    extensions: [
      // StarterKit 3 bundles a link extension; the configured one below replaces it.
      StarterKit.configure({ link: false, heading: false, codeBlock: false, code: false, horizontalRule: false, blockquote: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      }),
    ],
    content: initialHtml,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Later changes of the error or the busy state reach the existing editor; recreating it would lose the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes } });
    editor.setEditable(!disabled, false);
  }, [editor, attributes, disabled]);

  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={ids.label}>{label}</span>}
      required
      description={description ? <span id={ids.description}>{description}</span> : undefined}
      error={error ? <span id={ids.error}>{error}</span> : undefined}
    >
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('editor.bold'),
          italicControlLabel: t('editor.italic'),
          bulletListControlLabel: t('editor.bulletList'),
          orderedListControlLabel: t('editor.orderedList'),
          linkControlLabel: t('editor.link'),
          unlinkControlLabel: t('editor.unlink'),
          linkEditorInputLabel: t('editor.linkUrl'),
          linkEditorInputPlaceholder: t('editor.linkPlaceholder'),
          linkEditorSave: t('editor.linkSave'),
          linkEditorExternalLink: t('editor.linkExternal'),
          linkEditorInternalLink: t('editor.linkInternal'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar aria-label={t('editor.toolbar')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
