/**
 * The collapsible HTML block (spec 002 §9 "collapsed html max height 160"): taller than 160 px it is cut at
 * 160 px with a keyboard-usable "Show more" / "Show less" button carrying aria-expanded; 160 px or less shows
 * whole without a button. jsdom has no layout, so the block's scrollHeight is given per test.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLLAPSED_HTML_MAX_HEIGHT, CollapsibleHtml } from './CollapsibleHtml';

function withHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

describe('CollapsibleHtml', () => {
  afterEach(() => vi.restoreAllMocks());

  it('collapses content taller than 160 px and toggles it with the keyboard', async () => {
    withHeight(161);
    render(<CollapsibleHtml html="<p>Long presenter biography</p>" />);
    const block = screen.getByText('Long presenter biography').closest('[data-collapsed]') as HTMLElement;
    expect(block).toHaveAttribute('data-collapsed', 'true');
    expect(block.style.maxHeight).toBe(`${COLLAPSED_HTML_MAX_HEIGHT}px`);
    expect(block.style.overflow).toBe('hidden');
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', block.id);

    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(block).toHaveAttribute('data-collapsed', 'false');
    expect(block.style.maxHeight).toBe('');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    expect(block).toHaveAttribute('data-collapsed', 'true');
  });

  it('shows content of 160 px or less whole, without a toggle', () => {
    withHeight(160);
    render(<CollapsibleHtml html="<p>Short note</p>" />);
    expect(screen.getByText('Short note').closest('[data-collapsed]')).toHaveAttribute(
      'data-collapsed',
      'false',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing without HTML, and sanitises what it shows', () => {
    const { container } = render(<CollapsibleHtml html={null} />);
    expect(container).toBeEmptyDOMElement();
    render(<CollapsibleHtml html={'<p>Safe</p><img src="x" onerror="alert(1)">'} />);
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});
