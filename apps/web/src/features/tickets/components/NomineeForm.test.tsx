import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_MESSAGES } from '@portal/contracts';
import { renderRoute } from '../../../test-utils';
import { NomineeForm } from './NomineeForm';

function setup() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderRoute(<NomineeForm onSubmit={onSubmit} onCancel={() => {}} />, { path: '/' });
  return { onSubmit, user: userEvent.setup() };
}

describe('NomineeForm (002 §5)', { timeout: 30_000 }, () => {
  it('requires title, name, email and mobile with the spec messages', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Nominate' }));
    expect(await screen.findByText(EVENT_MESSAGES.nomineeTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MESSAGES.nomineeNameRequired)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MESSAGES.nomineeEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MESSAGES.nomineeMobileRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the email and the 150-character limit', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByLabelText('Title'));
    await user.paste('x'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'Nominate' }));
    expect(await screen.findByText(EVENT_MESSAGES.nomineeEmailInvalid)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MESSAGES.maxLength150)).toBeInTheDocument();
  });

  it('strips non-digits from the mobile as typed, caps it at 15 and submits', async () => {
    const { user, onSubmit } = setup();
    const mobile = screen.getByLabelText('Mobile');
    await user.type(mobile, '+61 (0)412-345');
    expect(mobile).toHaveValue('610412345');
    await user.type(screen.getByLabelText('Title'), 'Dr');
    await user.type(screen.getByLabelText('Name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Nominate' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        nomineeTitle: 'Dr',
        nomineeName: 'Sam Lee',
        nomineeEmail: 'sam@example.org',
        nomineeMobile: '610412345',
        nomineeOrgName: null,
      }),
    );
    await user.clear(mobile);
    await user.click(mobile);
    await user.paste('12345678901234567890');
    expect((mobile as HTMLInputElement).value.length).toBeLessThanOrEqual(15);
  });
});
