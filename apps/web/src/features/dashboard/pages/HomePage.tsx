/**
 * Home `/` — the member dashboard (spec 000 §2 Dashboard home, §8 toasts, §9): announcement banner, latest
 * news, upcoming meetings, and the right panel (hidden below 1120 px). On the first visit the guided tour
 * opens and the first-login flag is cleared on the server and locally. The announcement banner and the CPD
 * card belong to the announcements and CPD features: the route passes them in (app/pages/HomeRoutePage.tsx).
 * The tour (antd's Tour) is loaded only when it opens, not with every visit to the dashboard (issue 37 point 5).
 */
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { LIMITS, type TAccount } from '@portal/contracts';
import { useTenant } from '../../../session/tenant-context';
import { LoadError } from '../../../shared/components/LoadError';
import { useAccount, useSetFirstLogin } from '../../../session/session-queries';
import { clearFirstLoginLocally, isFirstLoginClearedLocally } from '../../../session/first-login-flag';
import { LatestNews } from '../components/LatestNews';
import { RightPanel } from '../components/RightPanel';
import { UpcomingMeetings } from '../components/UpcomingMeetings';
import { useDashboardEvents, useDashboardMeetings, useLatestNews } from '../queries';
import { useMinWidth } from '../use-min-width';
import { Typography } from '../../../shared/components/PlainTypography';

const GuidedTour = lazy(async () => ({ default: (await import('../components/GuidedTour')).GuidedTour }));

/** Shows `text` as an error toast once each time `isError` turns true (spec 000 §8). */
function useErrorToast(isError: boolean, text: string) {
  const { message } = useApp();
  useEffect(() => {
    if (isError) void message.error(text);
  }, [isError, text, message]);
}

/** Opens the tour on the first visit and clears the first-login flag on the server and locally. */
function useFirstVisitTour(account: TAccount | undefined) {
  const setFirstLogin = useSetFirstLogin();
  const [isOpen, setIsOpen] = useState(false);
  const [isStarted, setIsStarted] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!account || started.current) return;
    if (!account.isFirstLogin || isFirstLoginClearedLocally(account.id)) return;
    started.current = true;
    setIsStarted(true);
    setIsOpen(true);
    clearFirstLoginLocally(account.id);
    setFirstLogin.mutate(undefined, {
      onError: (error) => console.error('Failed to clear the first-login flag', error),
    });
  }, [account, setFirstLogin]);
  return { isOpen, isStarted, close: () => setIsOpen(false) };
}

/** Props of {@link HomePage}: the pieces of other features the dashboard shows. */
export interface HomePageProps {
  /** The member's active announcement banner, or nothing. */
  announcement?: ReactNode;
  /** The CPD progress card of the right panel, or null when CPD is not permitted. */
  cpd?: ReactNode;
  /** The members-only pages card (content feature), shown below the meetings; nothing when no pages. */
  memberPages?: ReactNode;
  /** Whether the announcements are still loading (the banner's place above the news is not known yet). */
  isAnnouncementPending?: boolean;
}

/** Renders the dashboard. */
export function HomePage({
  announcement,
  cpd = null,
  memberPages = null,
  isAnnouncementPending = false,
}: HomePageProps) {
  const profile = useTenant();
  const account = useAccount();
  const isWide = useMinWidth(LIMITS.rightPanelMinWidthPx);
  const news = useLatestNews();
  const meetings = useDashboardMeetings();
  const events = useDashboardEvents();
  const tour = useFirstVisitTour(account.data);
  // The news and the meetings are drawn in a background render when they arrive: a query's answer re-renders
  // its component synchronously, so drawing the cards and the meetings' participants was one long task of the
  // phone's main thread; deferred, React draws them in slices between which the page stays responsive (issue
  // 37 point 5, total blocking time). Until then their skeletons stay.
  const newsShown = useDeferredValue(news.data);
  const meetingsShown = useDeferredValue(meetings.data);
  const isNewsPending = newsShown === undefined && !news.isLoadingError;
  const isMeetingsPending = meetingsShown === undefined && !meetings.isLoadingError;
  // A toast replaces nothing on the page, so it also tells of a failed refresh.
  /* eslint-disable no-restricted-syntax */
  useErrorToast(news.isError, 'Failed to load news');
  useErrorToast(events.isError, 'Failed to load events');
  useErrorToast(meetings.isError, 'Failed to load meetings. Try again.');
  /* eslint-enable no-restricted-syntax */

  if (account.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (account.isLoadingError)
    return <LoadError message="Failed to load your account." onRetry={() => account.refetch()} />;

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 0 }}>
        Welcome back, {account.data.firstName}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {profile.fullName}
      </Typography.Paragraph>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        {/* The main column fills from the top and nothing already shown moves (issue 37 point 5: the
            dashboard's layout shift was 0.46 on Lighthouse's phone — the news pushed the meetings' skeleton
            down, then the banner pushed the news): one placeholder until the banner's place is known, then
            each section only once the one above it has its height. */}
        <div style={{ flex: 1, minWidth: 0 }}>
          {isAnnouncementPending ? (
            <Skeleton key="column" active paragraph={{ rows: 5 }} />
          ) : (
            <>
              {announcement}
              <LatestNews items={newsShown ?? []} isLoading={isNewsPending} />
              {!isNewsPending && (
                <UpcomingMeetings
                  meetings={meetingsShown ?? []}
                  isLoading={isMeetingsPending}
                  communityBasePath={profile.communityBasePath}
                />
              )}
              {!isNewsPending && !isMeetingsPending && memberPages}
            </>
          )}
        </div>
        {isWide && (
          <div style={{ flex: '0 0 320px' }}>
            <RightPanel
              account={account.data}
              tenantName={profile.displayName}
              cpd={cpd}
              events={events.data ?? []}
              isEventsLoading={events.isPending}
            />
          </div>
        )}
      </div>
      {tour.isStarted && (
        <Suspense fallback={null}>
          <GuidedTour open={tour.isOpen} onClose={tour.close} communityBasePath={profile.communityBasePath} />
        </Suspense>
      )}
    </>
  );
}
