/**
 * The one TipTap rich-text editor (DESIGN.md "Rich text: TipTap"), in three variants:
 * - `post` (spec 001 §5): paragraphs, headings, bold, italic, links (new tab), bullet and ordered lists and
 *   quotes; an editor with no text yields ''.
 * - `comment` (spec 001 §5): paragraph, quote, bullet and ordered list (plus bold/italic marks).
 * - `content` (issue 5 authoring of news, resources and pages): StarterKit (headings, bold, italic, underline,
 *   lists, quote, links) with a toolbar; usable as an antd form control (`value` / `onChange` with HTML).
 * The value is HTML; the server sanitises what is stored.
 */
import { useEffect, type ReactNode } from 'react';
import { Button, Flex, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { normaliseEditorHtml } from '../rich-text';

/** Which editor: a post, a comment, or content authoring. */
export type RichTextVariant = 'post' | 'comment' | 'content';

/** Props: the HTML value and its setter (optional for antd Form.Item), the variant and an accessible label. */
export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  variant: RichTextVariant;
  label: string;
  /** Least height of the `content` editor's text area in pixels (default 220). */
  minHeight?: number;
}

/** One toolbar button: its accessible name, what it shows, when it is active and what it does. */
interface Tool {
  name: string;
  icon?: ReactNode;
  text?: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const focus = (editor: Editor) => editor.chain().focus();
const heading = (level: 2 | 3, name: string, icon?: ReactNode, text?: string): Tool => ({
  name,
  icon,
  text,
  isActive: (e) => e.isActive('heading', { level }),
  run: (e) => focus(e).toggleHeading({ level }).run(),
});
const bold: Tool = {
  name: 'Bold',
  icon: <BoldOutlined />,
  isActive: (e) => e.isActive('bold'),
  run: (e) => focus(e).toggleBold().run(),
};
const italic: Tool = {
  name: 'Italic',
  icon: <ItalicOutlined />,
  isActive: (e) => e.isActive('italic'),
  run: (e) => focus(e).toggleItalic().run(),
};
const bulletList = (name: string): Tool => ({
  name,
  icon: <UnorderedListOutlined />,
  isActive: (e) => e.isActive('bulletList'),
  run: (e) => focus(e).toggleBulletList().run(),
});
const orderedList = (name: string): Tool => ({
  name,
  icon: <OrderedListOutlined />,
  isActive: (e) => e.isActive('orderedList'),
  run: (e) => focus(e).toggleOrderedList().run(),
});
const quote: Tool = {
  name: 'Quote',
  text: '❝',
  isActive: (e) => e.isActive('blockquote'),
  run: (e) => focus(e).toggleBlockquote().run(),
};
/** Posts: asks for an http(s) URL; anything else removes the link. */
const postLink: Tool = {
  name: 'Link',
  text: 'Link',
  isActive: (e) => e.isActive('link'),
  run: (e) => {
    const href = window.prompt('Link URL');
    if (href && /^https?:\/\//i.test(href)) focus(e).setLink({ href }).run();
    else focus(e).unsetLink().run();
  },
};
/** Content: removes an active link, else asks for an http(s) or mailto address. */
const contentLink: Tool = {
  name: 'Link',
  icon: <LinkOutlined />,
  isActive: (e) => e.isActive('link'),
  run: (e) => {
    if (e.isActive('link')) {
      focus(e).unsetLink().run();
      return;
    }
    const href = window.prompt('Link address (https://…)');
    if (href && /^(https?:|mailto:)/i.test(href.trim())) focus(e).setLink({ href: href.trim() }).run();
  },
};
const boldText = (text: string) => <span style={{ fontWeight: 700 }}>{text}</span>;

const TOOLS: Record<RichTextVariant, Tool[]> = {
  post: [
    bold,
    italic,
    heading(2, 'Heading', undefined, 'H2'),
    bulletList('Bullet list'),
    orderedList('Ordered list'),
    quote,
    postLink,
  ],
  comment: [bold, italic, bulletList('Bullet list'), orderedList('Ordered list'), quote],
  content: [
    heading(2, 'Heading 2', boldText('H2')),
    heading(3, 'Heading 3', boldText('H3')),
    bold,
    italic,
    {
      name: 'Underline',
      icon: <UnderlineOutlined />,
      isActive: (e) => e.isActive('underline'),
      run: (e) => focus(e).toggleUnderline().run(),
    },
    bulletList('Bulleted list'),
    orderedList('Numbered list'),
    contentLink,
  ],
};

/** The TipTap extensions of a variant (post and comment leave out what spec 001 §5 does not allow). */
function extensionsOf(variant: RichTextVariant) {
  if (variant === 'content') return [StarterKit.configure({ link: { openOnClick: false } })];
  return [
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
  ];
}

/** The editor with its toolbar. */
export function RichTextEditor({ value, onChange, variant, label, minHeight = 220 }: RichTextEditorProps) {
  const isContent = variant === 'content';
  const editor = useEditor({
    extensions: extensionsOf(variant),
    content: value ?? '',
    editorProps: {
      attributes: isContent
        ? { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'content-body' }
        : {
            'aria-label': label,
            role: 'textbox',
            'aria-multiline': 'true',
            class: 'community-rte',
            style: `min-height:${variant === 'post' ? 160 : 60}px;padding:8px 11px;outline:none`,
          },
    },
    onUpdate: ({ editor: current }) =>
      onChange?.(
        isContent ? (current.isEmpty ? '' : current.getHTML()) : normaliseEditorHtml(current.getHTML()),
      ),
    immediatelyRender: true,
  });
  const tools = TOOLS[variant];
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map((tool) => (current ? tool.isActive(current) : false)),
  });

  useEffect(() => {
    // StrictMode and quick re-renders can hand the effect an editor already destroyed (its schema set to
    // null): reading its HTML then threw and took down a form with several editors (issue 18 event editor).
    if (!editor || !editor.schema) return;
    if (!isContent) {
      // A posted comment or post resets the value to '': the editor empties too.
      if (value === '' && normaliseEditorHtml(editor.getHTML()) !== '') editor.commands.clearContent();
      return;
    }
    const incoming = value ?? '';
    if (incoming !== editor.getHTML() && !(incoming === '' && editor.isEmpty)) {
      editor.commands.setContent(incoming, { emitUpdate: false });
    }
  }, [editor, value, isContent]);

  if (!editor) return null;
  const buttons = tools.map((tool, index) => (
    <Tooltip title={tool.name} key={tool.name}>
      <Button
        size="small"
        type={active?.[index] ? 'primary' : isContent ? 'default' : 'text'}
        icon={tool.icon}
        aria-label={tool.name}
        aria-pressed={active?.[index] ?? false}
        onClick={() => tool.run(editor)}
      >
        {tool.text}
      </Button>
    </Tooltip>
  ));
  const toolbar = { role: 'toolbar', 'aria-label': `${label} formatting` } as const;
  return isContent ? (
    <div
      style={{
        border: '1px solid var(--portal-border, #d9d9d9)',
        borderRadius: 8,
        background: 'var(--portal-bg-container, #ffffff)',
      }}
    >
      <Space
        wrap
        size={4}
        style={{ padding: 6, borderBottom: '1px solid var(--portal-border-subtle, #f0f0f0)', width: '100%' }}
        {...toolbar}
      >
        {buttons}
      </Space>
      <EditorContent editor={editor} style={{ padding: '8px 12px', minHeight }} />
    </div>
  ) : (
    <div style={{ border: '1px solid var(--portal-border, #d9d9d9)', borderRadius: 6 }}>
      <Flex
        gap={2}
        wrap
        style={{ borderBottom: '1px solid var(--portal-border-subtle, #f0f0f0)', padding: 4 }}
        {...toolbar}
      >
        {buttons}
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
