/** A community-admin section's query states: Skeleton while loading, the error Alert with Retry, the content. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryBody } from './QueryBody';

const query = (state: Partial<UseQueryResult<{ name: string }>>) =>
  ({ isPending: false, isLoadingError: false, ...state }) as UseQueryResult<{ name: string }>;

describe('QueryBody', { timeout: 30_000 }, () => {
  it('shows a skeleton while the first answer loads', () => {
    const { container } = render(
      <QueryBody query={query({ isPending: true })} failure="Failed">
        {(data) => data.name}
      </QueryBody>,
    );
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('shows the failure with the server message and retries', async () => {
    const refetch = vi.fn();
    render(
      <QueryBody
        query={query({ isLoadingError: true, error: new Error('Down for maintenance'), refetch })}
        failure="Failed to load comments"
      >
        {(data) => data.name}
      </QueryBody>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load comments');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the content for the answer', () => {
    render(
      <QueryBody query={query({ data: { name: 'Ann' } })} failure="Failed">
        {(data) => <p>{data.name}</p>}
      </QueryBody>,
    );
    expect(screen.getByText('Ann')).toBeInTheDocument();
  });
});
