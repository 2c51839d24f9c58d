/**
 * A stand-in for the TipTap RichTextEditor in component tests: ProseMirror needs layout APIs jsdom lacks. A
 * labelled textarea shows the value without its <p> wrapper and reports typed text wrapped in <p> ('' when
 * emptied), as the editor would. Use it from a `vi.mock` factory:
 * `vi.mock('…/RichTextEditor', async () => ({ RichTextEditor: (await import('…/test/rich-text-stub')).RichTextStub }))`.
 */

/** Props the stub reads (the editor's own, minus its toolbar variant). */
export interface RichTextStubProps {
  /** The HTML value; absent or null before a form sets it, as the real editor accepts. */
  value?: string | null;
  onChange: (html: string) => void;
  label: string;
}

/** Renders the textarea. */
export function RichTextStub({ value, onChange, label }: RichTextStubProps) {
  return (
    <textarea
      aria-label={label}
      value={(value ?? '').replace(/<\/?p>/g, '')}
      onChange={(e) => onChange(e.target.value ? `<p>${e.target.value}</p>` : '')}
    />
  );
}
