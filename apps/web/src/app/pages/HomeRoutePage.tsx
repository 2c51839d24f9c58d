/**
 * Home `/` (spec 000 §2 Dashboard home): the dashboard feature's page with the active announcement banner of
 * the announcements feature and, where the tenant and the member may use CPD, the CPD progress card of the
 * CPD feature, and the members-only pages card of the content feature. Composed here because a feature never
 * imports another.
 */
import { canAccessModule } from '@portal/contracts';
import { useTenant } from '../../session/tenant-context';
import { accountQuery, toAccessSubject, useAccount } from '../../session/session-queries';
import { HomePage } from '../../features/dashboard/pages/HomePage';
import { AnnouncementBanner } from '../../features/announcements/components/AnnouncementBanner';
import {
  activeAnnouncementsQuery,
  useAnnouncements,
  useDismissAnnouncement,
} from '../../features/announcements/queries';
import {
  dashboardEventsQuery,
  dashboardMeetingsQuery,
  prefetchLatestNews,
} from '../../features/dashboard/queries';
import type { PagePrefetch } from '../../shared/data-prefetch';
import { CpdProgressCard } from '../../features/cpd/components/CpdProgressCard';
import { cpdSummaryQuery, useCpdSummary } from '../../features/cpd/queries';
import { MemberPagesCard } from '../../features/content/components/MemberPagesCard';
import { memberPagesQuery } from '../../features/content/queries';

/**
 * Starts the dashboard's own calls with the page's chunk (shared/data-prefetch.ts): latest news (and the large
 * item's image once the news are in), meetings, the next events, the active announcement and the
 * members-only pages; the CPD summary as soon as the account
 * (already in flight since start-up) shows the member may use CPD, instead of after the dashboard's first
 * render (its card's skeleton held the first meaningful paint by one more request).
 */
export const prefetch: PagePrefetch = ({ queryClient, profile }) => {
  void prefetchLatestNews(queryClient);
  void queryClient.prefetchQuery(dashboardMeetingsQuery());
  void queryClient.prefetchQuery(dashboardEventsQuery());
  void queryClient.prefetchQuery(activeAnnouncementsQuery());
  void queryClient.prefetchQuery(memberPagesQuery());
  void queryClient
    .fetchQuery(accountQuery())
    .then((account) => {
      if (canAccessModule(profile, 'cpd', toAccessSubject(account)))
        return queryClient.prefetchQuery(cpdSummaryQuery());
    })
    .catch(() => undefined);
};

/** Renders the dashboard with its announcement and CPD pieces. */
export default function HomeRoutePage() {
  const profile = useTenant();
  const account = useAccount();
  const subject = account.data ? toAccessSubject(account.data) : null;
  const isCpdPermitted = subject !== null && canAccessModule(profile, 'cpd', subject);
  const announcements = useAnnouncements();
  const dismiss = useDismissAnnouncement();
  const cpd = useCpdSummary(isCpdPermitted);
  const announcement = announcements.data?.[0];
  return (
    <HomePage
      announcement={
        announcement && (
          <AnnouncementBanner announcement={announcement} onDismiss={(id) => dismiss.mutate(id)} />
        )
      }
      cpd={isCpdPermitted ? <CpdProgressCard summary={cpd.data} isLoading={cpd.isPending} /> : null}
      memberPages={<MemberPagesCard />}
      isAnnouncementPending={announcements.isPending}
    />
  );
}
