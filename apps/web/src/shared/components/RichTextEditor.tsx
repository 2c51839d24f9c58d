/**
 * TipTap rich-text editor of posts and comments (spec 001 §5). Posts allow paragraphs, headings, bold,
 * italic, links, bullet and ordered lists and quotes; comments only paragraph, quote, bullet list and
 * ordered list (plus bold/italic marks). The value is HTML; an editor with no text yields ''.
 */
import { useEffect } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { normaliseEditorHtml } from '../rich-text';

/** Props: the HTML value, its setter, the block set and an accessible label. */
export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  variant: 'post' | 'comment';
  label: string;
  placeholder?: string;
}

/** The editor with its toolbar. */
export function RichTextEditor({ value, onChange, variant, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: variant === 'post' ? { levels: [2, 3] } : false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link:
          variant === 'post'
            ? { openOnClick: false, HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } }
            : false,
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'community-rte',
        style: `min-height:${variant === 'post' ? 160 : 60}px;padding:8px 11px;outline:none`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(normaliseEditorHtml(e.getHTML())),
    immediatelyRender: true,
  });

  useEffect(() => {
    if (editor && value === '' && normaliseEditorHtml(editor.getHTML()) !== '')
      editor.commands.clearContent();
  }, [editor, value]);

  if (!editor) return null;
  const tool = (title: string, icon: React.ReactNode, active: boolean, run: () => void, text?: string) => (
    <Tooltip title={title} key={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        onClick={run}
      >
        {text}
      </Button>
    </Tooltip>
  );
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Flex
        gap={2}
        wrap
        style={{ borderBottom: '1px solid #f0f0f0', padding: 4 }}
        role="toolbar"
        aria-label={`${label} formatting`}
      >
        {tool('Bold', <BoldOutlined />, editor.isActive('bold'), () =>
          editor.chain().focus().toggleBold().run(),
        )}
        {tool('Italic', <ItalicOutlined />, editor.isActive('italic'), () =>
          editor.chain().focus().toggleItalic().run(),
        )}
        {variant === 'post'
          ? tool(
              'Heading',
              null,
              editor.isActive('heading', { level: 2 }),
              () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
              'H2',
            )
          : null}
        {tool('Bullet list', <UnorderedListOutlined />, editor.isActive('bulletList'), () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {tool('Ordered list', <OrderedListOutlined />, editor.isActive('orderedList'), () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
        {tool(
          'Quote',
          null,
          editor.isActive('blockquote'),
          () => editor.chain().focus().toggleBlockquote().run(),
          '❝',
        )}
        {variant === 'post'
          ? tool(
              'Link',
              null,
              editor.isActive('link'),
              () => {
                const href = window.prompt('Link URL');
                if (href && /^https?:\/\//i.test(href)) editor.chain().focus().setLink({ href }).run();
                else editor.chain().focus().unsetLink().run();
              },
              'Link',
            )
          : null}
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
