import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RichTextEditor, type RichTextVariant } from './RichTextEditor';

const toolbarOf = (variant: RichTextVariant) => {
  render(<RichTextEditor variant={variant} label="Body" value="" onChange={vi.fn()} />);
  const toolbar = screen.getByRole('toolbar', { name: 'Body formatting' });
  return within(toolbar)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
};

describe('RichTextEditor variants', () => {
  it('offers posts bold, italic, heading, lists, quote and link (spec 001 §5)', () => {
    expect(toolbarOf('post')).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Bullet list',
      'Ordered list',
      'Quote',
      'Link',
    ]);
  });
  it('offers comments no heading and no link (spec 001 §5)', () => {
    expect(toolbarOf('comment')).toEqual(['Bold', 'Italic', 'Bullet list', 'Ordered list', 'Quote']);
  });
  it('offers content authoring headings, underline and links', () => {
    expect(toolbarOf('content')).toEqual([
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Underline',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]);
  });
  it('labels the editable area as a multi-line textbox', () => {
    render(<RichTextEditor variant="comment" label="Write a comment" value="" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveAttribute(
      'aria-multiline',
      'true',
    );
  });
});
