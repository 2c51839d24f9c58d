import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TENANT_PROFILES } from '@portal/contracts';
import { AppProviders } from '../../app/AppProviders';
import { NotificationsBell } from './NotificationsBell';

describe('NotificationsBell', () => {
  it.each([false, true])(
    'shows the All and Unread tabs with their empty texts (narrow: %s)',
    async (isNarrow) => {
      const user = userEvent.setup();
      render(
        <AppProviders profile={TENANT_PROFILES.ota}>
          <NotificationsBell isNarrow={isNarrow} />
        </AppProviders>,
      );

      await user.click(screen.getByRole('button', { name: 'Notifications' }));
      expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Unread' }));
      expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    },
  );
});
