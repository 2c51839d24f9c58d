import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAGS } from '../test/content-fixtures';
import { TagFilter } from './TagFilter';

describe(
  'TagFilter (spec 002 §2: first 5, See all tags / Show less tags, Search tags)',
  { timeout: 20_000 },
  () => {
    afterEach(() => vi.restoreAllMocks());

    it('shows the first 5 tags and expands to all and back', async () => {
      const user = userEvent.setup();
      render(<TagFilter tags={TAGS} selectedIds={[]} onChange={() => {}} />);
      expect(screen.getAllByRole('checkbox')).toHaveLength(5);
      expect(screen.queryByRole('checkbox', { name: 'Research' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'See all tags' }));
      expect(screen.getAllByRole('checkbox')).toHaveLength(7);
      await user.click(screen.getByRole('button', { name: 'Show less tags' }));
      expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    });

    it('narrows the list with the Search tags box after the debounce', async () => {
      const user = userEvent.setup();
      render(<TagFilter tags={TAGS} selectedIds={[]} onChange={() => {}} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'tele');
      await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1));
      expect(screen.getByRole('checkbox', { name: 'Telehealth' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'See all tags' })).not.toBeInTheDocument();
    });

    it('adds and removes the chosen tag ids', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const { rerender } = render(<TagFilter tags={TAGS} selectedIds={[]} onChange={onChange} />);
      await user.click(screen.getByRole('checkbox', { name: 'NDIS' }));
      expect(onChange).toHaveBeenLastCalledWith([7]);
      rerender(<TagFilter tags={TAGS} selectedIds={[7, 4]} onChange={onChange} />);
      await user.click(screen.getByRole('checkbox', { name: 'NDIS' }));
      expect(onChange).toHaveBeenLastCalledWith([4]);
    });
  },
);
