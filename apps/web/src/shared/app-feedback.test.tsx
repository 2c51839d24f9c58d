/**
 * The app's toasts, notifications and confirm dialogs work before antd's `App` is loaded (issue 37 point 5):
 * the first call loads it and is replayed, later calls go straight to antd, and antd's own `App.useApp()`
 * reads the same API.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { TENANT_PROFILES } from '@portal/contracts';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../session/query-client';
import { getErrorNotifier } from '../api/notifier';
import { useApp } from './app-feedback';

function Buttons({ onConfirmed }: { onConfirmed: (confirmed: boolean) => void }) {
  const { message, modal, notification } = useApp();
  const antd = App.useApp();
  return (
    <>
      <button onClick={() => void message.success('Saved')}>toast</button>
      <button onClick={() => notification.error({ title: 'Failed', description: 'Try again.' })}>
        notify
      </button>
      <button onClick={() => antd.message.info('Through antd')}>antd</button>
      <button
        onClick={() =>
          void modal.confirm({ title: 'Delete it?', okText: 'Delete' }).then(onConfirmed, () => undefined)
        }
      >
        confirm
      </button>
    </>
  );
}

function renderButtons() {
  const onConfirmed = vi.fn();
  render(
    <AppProviders profile={TENANT_PROFILES.ota} queryClient={createQueryClient()}>
      <Buttons onConfirmed={onConfirmed} />
    </AppProviders>,
  );
  return onConfirmed;
}

describe('useApp (antd App loaded on first use)', () => {
  it('renders antd’s .ant-app root around the app', () => {
    renderButtons();
    expect(screen.getByRole('button', { name: 'toast' }).closest('.ant-app')).not.toBeNull();
  });

  it('shows a toast asked for before antd’s App is in, then later ones', async () => {
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'antd' }));
    expect(await screen.findByText('Through antd')).toBeTruthy();
  });

  it('shows notifications, also the API clients’ errors', async () => {
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Failed')).toBeTruthy();
    getErrorNotifier().error({ title: 'Server error' });
    expect(await screen.findByText('Server error')).toBeTruthy();
  });

  it('answers a confirm asked for before the load with the member’s choice', async () => {
    const onConfirmed = renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(true));
  });
});
