import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test-utils';
import {
  activeEventFilterCount,
  EMPTY_FILTERS,
  EventFilters,
  filterBody,
  KEYWORD_DEBOUNCE_MS,
} from './EventFilters';

const tags = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, label: `Tag ${i + 1}` }));

function setup() {
  const onChange = vi.fn();
  renderRoute(
    <EventFilters
      types={{ '1': 'Workshop', '2': 'Webinar' }}
      categories={{ '5': 'Clinical', '6': 'Leadership' }}
      locations={{ '9': 'Sydney' }}
      tags={tags}
      when={[]}
      value={EMPTY_FILTERS}
      onChange={onChange}
    />,
    { path: '/' },
  );
  return onChange;
}

describe('EventFilters (002 §2 filter sidebar)', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('shows the first 5 tags and expands to all', async () => {
    setup();
    const user = userEvent.setup();
    expect(screen.getByLabelText('Tag 5')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tag 6')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See all tags' }));
    expect(screen.getByLabelText('Tag 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less tags' }));
    expect(screen.queryByLabelText('Tag 8')).toBeNull();
  });

  it('reports categories, locations and listing options', async () => {
    const onChange = setup();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Clinical'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, categoryId: [5] });
    await user.click(screen.getByLabelText('Sydney'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, locationId: [9] });
    await user.click(screen.getByLabelText('CPD'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, listing: ['cpd'] });
  });

  it('reports the keyword only after 300 ms without typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Search events'), 'ethics');
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ keyword: 'ethics' }));
    await act(async () => {
      vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS + 10);
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, keyword: 'ethics' });
  });

  it('leaves empty filters out of the list body', () => {
    expect(filterBody(EMPTY_FILTERS)).toEqual({
      keyword: undefined,
      typeId: undefined,
      categoryId: undefined,
      locationId: undefined,
      tagId: undefined,
      listing: undefined,
      startDateFrom: undefined,
      startDateTo: undefined,
    });
    expect(filterBody({ ...EMPTY_FILTERS, tagId: [2], typeId: 1 })).toMatchObject({ tagId: [2], typeId: 1 });
  });

  it('counts the active filters for the phone Filters button', () => {
    expect(activeEventFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeEventFilterCount({ ...EMPTY_FILTERS, keyword: '  ' })).toBe(0);
    expect(
      activeEventFilterCount({
        keyword: 'ethics',
        typeId: 2,
        categoryId: [5, 6],
        locationId: [9],
        tagId: [1],
        listing: ['cpd'],
        startDateFrom: '2026-01-01',
        startDateTo: '2026-01-31',
      }),
    ).toBe(8);
    expect(activeEventFilterCount({ ...EMPTY_FILTERS, startDateTo: '2026-01-31' })).toBe(1);
  });
});
