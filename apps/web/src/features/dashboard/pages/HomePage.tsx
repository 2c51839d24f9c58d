/**
 * Home `/` — the member dashboard (spec 000 §2 Dashboard home, §8 toasts, §9): announcement banner, latest
 * news, upcoming meetings, and the right panel (hidden below 1120 px). On the first visit the guided tour
 * opens and the first-login flag is cleared on the server and locally.
 */
import { useEffect, useRef, useState } from 'react';
import { App, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { canAccessModule, LIMITS, type TAccount } from '@portal/contracts';
import { useTenant } from '../../../app/tenant-context';
import { LoadError } from '../../../shared/components/LoadError';
import { accountKeys, toAccessSubject, useAccount, useSetFirstLogin } from '../../../app/session-queries';
import { GuidedTour } from '../components/GuidedTour';
import { clearFirstLoginLocally, isFirstLoginClearedLocally } from '../../../app/first-login-flag';
import { AnnouncementBanner } from '../components/AnnouncementBanner';
import { LatestNews } from '../components/LatestNews';
import { RightPanel } from '../components/RightPanel';
import { UpcomingMeetings } from '../components/UpcomingMeetings';
import {
  useAnnouncements,
  useCpdSummary,
  useDashboardEvents,
  useDashboardMeetings,
  useDismissAnnouncement,
  useLatestNews,
} from '../queries';
import { useMinWidth } from '../use-min-width';

/** Shows `text` as an error toast once each time `isError` turns true (spec 000 §8). */
function useErrorToast(isError: boolean, text: string) {
  const { message } = App.useApp();
  useEffect(() => {
    if (isError) void message.error(text);
  }, [isError, text, message]);
}

/** Opens the tour on the first visit and clears the first-login flag on the server and locally. */
function useFirstVisitTour(account: TAccount | undefined) {
  const queryClient = useQueryClient();
  const setFirstLogin = useSetFirstLogin();
  const [isOpen, setIsOpen] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!account || started.current) return;
    if (!account.isFirstLogin || isFirstLoginClearedLocally(account.id)) return;
    started.current = true;
    setIsOpen(true);
    clearFirstLoginLocally(account.id);
    queryClient.setQueryData<TAccount>(accountKeys.me(), (a) => (a ? { ...a, isFirstLogin: false } : a));
    setFirstLogin.mutate(undefined, {
      onError: (error) => console.error('Failed to clear the first-login flag', error),
    });
  }, [account, queryClient, setFirstLogin]);
  return { isOpen, close: () => setIsOpen(false) };
}

/** Renders the dashboard. */
export default function HomePage() {
  const profile = useTenant();
  const account = useAccount();
  const isWide = useMinWidth(LIMITS.rightPanelMinWidthPx);
  const subject = account.data ? toAccessSubject(account.data) : null;
  const isCpdPermitted = subject !== null && canAccessModule(profile, 'cpd', subject);
  const announcements = useAnnouncements();
  const dismiss = useDismissAnnouncement();
  const news = useLatestNews();
  const meetings = useDashboardMeetings();
  const events = useDashboardEvents();
  const cpd = useCpdSummary(isCpdPermitted);
  const tour = useFirstVisitTour(account.data);
  useErrorToast(news.isError, 'Failed to load news');
  useErrorToast(events.isError, 'Failed to load events');
  useErrorToast(meetings.isError, 'Failed to load meetings. Try again.');

  if (account.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (account.isError)
    return <LoadError message="Failed to load your account." onRetry={() => account.refetch()} />;

  const announcement = announcements.data?.[0];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 0 }}>
        Welcome back, {account.data.firstName}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {profile.fullName}
      </Typography.Paragraph>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {announcement && (
            <AnnouncementBanner announcement={announcement} onDismiss={(id) => dismiss.mutate(id)} />
          )}
          <LatestNews items={news.data ?? []} isLoading={news.isPending} />
          <UpcomingMeetings
            meetings={meetings.data ?? []}
            isLoading={meetings.isPending}
            communityBasePath={profile.communityBasePath}
          />
        </div>
        {isWide && (
          <div style={{ flex: '0 0 320px' }}>
            <RightPanel
              account={account.data}
              tenantName={profile.displayName}
              cpd={isCpdPermitted ? { summary: cpd.data, isLoading: cpd.isPending } : null}
              events={events.data ?? []}
              isEventsLoading={events.isPending}
            />
          </div>
        )}
      </div>
      <GuidedTour open={tour.isOpen} onClose={tour.close} communityBasePath={profile.communityBasePath} />
    </>
  );
}
