/** Select and RangePicker loaded on first use: the placeholder draws antd's control, and a press opens the real one. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { forgetLoadedControls, LazyRangePicker, LazySelect, optionLabel } from './LazyControls';

// Files of this lane share one module graph: another file may have loaded the controls already.
beforeEach(() => forgetLoadedControls());

const OPTIONS = [
  { value: 'new', label: 'Newest' },
  { label: 'Older', title: 'Older', options: [{ value: 'old', label: 'Oldest' }] },
];

/** The class list of the first element of `html` (the control's root), sorted. */
const rootClasses = (container: HTMLElement) =>
  [...(container.firstElementChild?.classList ?? [])].filter((c) => !c.startsWith('css-dev-only')).sort();

describe('LazySelect', { timeout: 30_000 }, () => {
  it('draws the placeholder with the classes antd gives the real Select (same size and look)', () => {
    for (const props of [
      { placeholder: 'Any time', style: { width: '100%' } },
      { value: 'old', size: 'large' as const, prefix: <span>Area:</span> },
    ]) {
      const theme = { zeroRuntime: true };
      const lazy = render(
        <ConfigProvider theme={theme}>
          <LazySelect aria-label="When" options={OPTIONS} {...props} />
        </ConfigProvider>,
      );
      const real = render(
        <ConfigProvider theme={theme}>
          <Select aria-label="When" options={OPTIONS} {...props} />
        </ConfigProvider>,
      );
      expect(lazy.container.querySelector('[data-lazy-placeholder]')).not.toBeNull();
      expect(rootClasses(lazy.container).map((c) => c.replace(/^css-var-.*/, 'css-var'))).toEqual(
        rootClasses(real.container).map((c) => c.replace(/^css-var-.*/, 'css-var')),
      );
      expect(lazy.container.querySelector('.ant-select-content')?.textContent).toBe(
        real.container.querySelector('.ant-select-content')?.textContent,
      );
      lazy.unmount();
      real.unmount();
    }
  });

  it('loads the Select when pressed and opens it, and turns every other placeholder into a closed Select', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <LazySelect aria-label="Sort by" value="new" options={OPTIONS} onChange={onChange} />
        <LazySelect aria-label="Type" placeholder="All types" options={OPTIONS} />
      </>,
    );
    expect(container.querySelectorAll('[data-lazy-placeholder]')).toHaveLength(2);
    // The press alone (a pointer down): user-event's whole click would, once the Select is already in the module
    // cache, blur the real Select it mounted and close it, which a browser does not do (focus follows mousedown).
    fireEvent.pointerDown(screen.getByRole('combobox', { name: 'Sort by' }));
    await waitFor(() => expect(container.querySelectorAll('[data-lazy-placeholder]')).toHaveLength(0), {
      timeout: 10_000,
    });
    expect(container.querySelectorAll('.ant-select')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(await screen.findByText('Oldest'));
    expect(onChange).toHaveBeenCalledWith('old', expect.anything());
  });

  it('finds an option label inside groups', () => {
    expect(optionLabel(OPTIONS, 'old')).toBe('Oldest');
    expect(optionLabel(OPTIONS, 'none')).toBeUndefined();
  });
});

describe('LazyRangePicker', { timeout: 30_000 }, () => {
  it('draws the placeholder like the real RangePicker, values formatted, and keeps keyboard focus on load', async () => {
    const value: [dayjs.Dayjs, null] = [dayjs('2026-01-02'), null];
    const lazy = render(<LazyRangePicker aria-label="Date range" format="DD/MM/YYYY" value={value} />);
    const real = render(<DatePicker.RangePicker aria-label="Date range" format="DD/MM/YYYY" value={value} />);
    expect(rootClasses(lazy.container)).toEqual(rootClasses(real.container));
    const inputs = (container: HTMLElement) =>
      [...container.querySelectorAll('input')].map((input) => [input.value, input.placeholder]);
    expect(inputs(lazy.container)).toEqual(inputs(real.container));
    real.unmount();

    await userEvent.tab();
    await waitFor(() => expect(lazy.container.querySelector('[data-lazy-placeholder]')).toBeNull(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(lazy.container.contains(document.activeElement)).toBe(true));
  });
});
