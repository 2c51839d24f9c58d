/** The lists' search box: labelled, typing reports the text, Enter reports it to `onSearch` (else `onChange`). */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './SearchBox';

function Box({ onChange, onSearch }: { onChange: (v: string) => void; onSearch?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="Search members"
      placeholder="Search by name"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      onSearch={onSearch}
    />
  );
}

describe('SearchBox', { timeout: 30_000 }, () => {
  it('is a labelled search box with its placeholder that reports what is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Box onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search members' });
    expect(box).toHaveAttribute('placeholder', 'Search by name');
    await user.type(box, 'ann');
    expect(box).toHaveValue('ann');
    expect(onChange).toHaveBeenLastCalledWith('ann');
  });

  it('reports Enter to onChange again when there is no onSearch', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Box onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'bo{Enter}');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange.mock.lastCall?.[0]).toBe('bo');
  });

  it('reports Enter to onSearch when given', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(<Box onChange={onChange} onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'bo{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch.mock.lastCall?.[0]).toBe('bo');
  });
});
