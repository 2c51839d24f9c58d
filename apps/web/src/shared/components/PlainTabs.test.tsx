/**
 * The plain Tabs draw what antd's Tabs draw for tabs that fit their bar (issue 37 point 5) — but the hidden "more"
 * button antd keeps for tabs that overflow, which such a bar never shows — and behave as antd's: a click or Enter
 * opens a tab, the arrows and Home/End move the focus, a panel once shown stays mounted while hidden.
 */
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import AntTabs from 'antd/es/tabs';
import { Tabs as PlainTabs } from './PlainTabs';
import { antdMarkup } from '../../test/antd-markup';

const ITEMS = [
  { key: 'listing', label: 'Listing', children: <p>The list</p> },
  { key: 'calendar', label: 'Calendar', children: <p>The calendar</p> },
];

/** The markup with the element ids' generated part named alike and antd's hidden "more" button left out. */
function comparable(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/rc-tabs-[A-Za-z0-9_]+-(tab|panel)-/g, 'rc-tabs-ID-$1-');
  holder.querySelector('.ant-tabs-nav-operations')?.remove();
  return holder.innerHTML;
}

describe('PlainTabs', () => {
  it.each(['listing', 'calendar'])('draws the bar and the open panel (%s) as antd does', (activeKey) => {
    const draw = (T: typeof PlainTabs | typeof AntTabs) => (
      <T activeKey={activeKey} onChange={() => undefined} items={ITEMS} />
    );
    const plain = comparable(antdMarkup(draw(PlainTabs)));
    expect(plain).toBe(comparable(antdMarkup(draw(AntTabs))));
    expect(plain).toContain('class="ant-tabs ant-tabs-top css-var-app ant-tabs-"');
  });

  it('draws a single tab as antd does', () => {
    const draw = (T: typeof PlainTabs | typeof AntTabs) => (
      <T activeKey="listing" onChange={() => undefined} items={ITEMS.slice(0, 1)} />
    );
    expect(comparable(antdMarkup(draw(PlainTabs)))).toBe(comparable(antdMarkup(draw(AntTabs))));
  });

  it('opens a tab on click and on Enter or Space, moves the focus with the arrows and Home/End', () => {
    const onChange = vi.fn();
    render(<PlainTabs activeKey="listing" onChange={onChange} items={ITEMS} />);
    const listing = screen.getByRole('tab', { name: 'Listing' });
    const calendar = screen.getByRole('tab', { name: 'Calendar' });
    expect(listing.tabIndex).toBe(0);
    expect(calendar.tabIndex).toBe(-1);
    expect(listing.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    fireEvent.click(listing);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(calendar);
    expect(onChange).toHaveBeenLastCalledWith('calendar');

    listing.focus();
    fireEvent.keyDown(listing, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(calendar);
    fireEvent.keyDown(calendar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(calendar);
    fireEvent.keyDown(calendar, { key: 'Home' });
    expect(document.activeElement).toBe(listing);
    fireEvent.keyDown(listing, { key: 'End' });
    expect(document.activeElement).toBe(calendar);
    fireEvent.keyDown(calendar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(listing);

    onChange.mockClear();
    fireEvent.keyDown(calendar, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('calendar');
    fireEvent.keyDown(calendar, { key: ' ' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps a panel once shown mounted and hidden, as antd does', () => {
    function Harness() {
      const [key, setKey] = useState('listing');
      return <PlainTabs activeKey={key} onChange={setKey} items={ITEMS} />;
    }
    render(<Harness />);
    expect(screen.queryByText('The calendar')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Calendar' }));
    expect(screen.getByRole('tab', { name: 'Calendar' }).getAttribute('aria-selected')).toBe('true');
    const list = screen.getByText('The list').parentElement!;
    expect(list.className).toBe('ant-tabs-content ant-tabs-content-hidden');
    expect(list.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('The calendar').parentElement!.className).toBe(
      'ant-tabs-content ant-tabs-content-active',
    );
  });
});
