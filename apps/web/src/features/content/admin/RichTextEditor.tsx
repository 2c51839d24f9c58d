/**
 * Rich text editor of news, resources and pages (DESIGN.md "Rich text: TipTap"; issue 5 authoring): a
 * TipTap StarterKit editor (headings, bold, italic, underline, lists, quote, links) with a toolbar, usable
 * as an antd form control (`value` / `onChange` with HTML). The server sanitises what is stored.
 */
import { useEffect } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import '../content.css';

/** Props: HTML value and change handler (antd Form.Item control), plus the accessible label. */
export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  label: string;
}

/** Renders the toolbar and the editable area. */
export function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value ?? '',
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'content-body' },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  useEffect(() => {
    if (!editor) return;
    const incoming = value ?? '';
    if (incoming !== editor.getHTML() && !(incoming === '' && editor.isEmpty)) {
      editor.commands.setContent(incoming, { emitUpdate: false });
    }
  }, [editor, value]);

  const chain = () => editor!.chain().focus();
  const tool = (name: string, isActive: boolean | undefined, onClick: () => void, icon: React.ReactNode) => (
    <Tooltip title={name} key={name}>
      <Button
        size="small"
        type={isActive ? 'primary' : 'default'}
        aria-label={name}
        aria-pressed={isActive ?? false}
        icon={icon}
        onClick={onClick}
        disabled={!editor}
      />
    </Tooltip>
  );

  const handleLink = () => {
    if (!editor) return;
    if (state?.link) {
      chain().unsetLink().run();
      return;
    }
    const href = window.prompt('Link address (https://…)');
    if (href && /^(https?:|mailto:)/i.test(href.trim())) chain().setLink({ href: href.trim() }).run();
  };

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 8, background: '#fff' }}>
      <Space
        wrap
        size={4}
        style={{ padding: 6, borderBottom: '1px solid #f0f0f0', width: '100%' }}
        role="toolbar"
        aria-label={`${label} formatting`}
      >
        {tool(
          'Heading 2',
          state?.h2,
          () => chain().toggleHeading({ level: 2 }).run(),
          <span style={{ fontWeight: 700 }}>H2</span>,
        )}
        {tool(
          'Heading 3',
          state?.h3,
          () => chain().toggleHeading({ level: 3 }).run(),
          <span style={{ fontWeight: 700 }}>H3</span>,
        )}
        {tool('Bold', state?.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
        {tool('Italic', state?.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
        {tool('Underline', state?.underline, () => chain().toggleUnderline().run(), <UnderlineOutlined />)}
        {tool(
          'Bulleted list',
          state?.bullet,
          () => chain().toggleBulletList().run(),
          <UnorderedListOutlined />,
        )}
        {tool(
          'Numbered list',
          state?.ordered,
          () => chain().toggleOrderedList().run(),
          <OrderedListOutlined />,
        )}
        {tool('Link', state?.link, handleLink, <LinkOutlined />)}
      </Space>
      <EditorContent editor={editor} style={{ padding: '8px 12px', minHeight: 220 }} />
    </div>
  );
}
