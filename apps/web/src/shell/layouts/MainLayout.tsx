/**
 * The main layout of the signed-in area (spec 000 §2): header, page content, back-to-top button; runs the
 * per-route effects (title, scroll to top, page-view tracking, focus on the new page's heading). A skip link
 * comes first (issue 42 point 2). Decides the navigation and avatar menu from
 * the tenant profile and the user's access (the header only renders them).
 */
import { useCallback, useMemo } from 'react';
import { Layout } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { canAccessModule, canAccessSubModule } from '@portal/contracts';
import { clearStoredToken } from '../../api/token-storage';
import { communityApi } from '../../api/community-client';
import { useTenant } from '../../session/tenant-context';
import { toAccessSubject, useAccount } from '../../session/session-queries';
import { useMemberPages } from '../../features/content/queries';
import { useAfterFirstPaint } from '../../shared/after-first-paint';
import { useCanCancelMembership } from '../../shared/membership-queries';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { buildAvatarMenu } from '../avatar-menu';
import { BackToTop } from '../components/BackToTop';
import { RouteAnnouncer } from '../components/RouteAnnouncer';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import { PortalHeader } from '../components/PortalHeader';
import { buildNavigation } from '../navigation';
import { usePageTracking } from '../use-page-tracking';
import { LiveProvider } from '../../session/live';

/** Renders the header, the current page and the back-to-top button. */
export default function MainLayout() {
  const profile = useTenant();
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subject = useMemo(() => (account ? toAccessSubject(account) : null), [account]);
  // Secondary requests of the shell wait until the page has painted (issue 18, first meaningful paint).
  const afterPaint = useAfterFirstPaint();
  const canCancel = useCanCancelMembership(
    afterPaint && subject !== null && canAccessSubModule(profile, 'settings', 'cancel_membership', subject),
  );
  usePageTracking(subject);
  // The members-only pages join the News & Resources menu when the tenant has any (issue 18).
  const memberPages = useMemberPages(afterPaint && subject !== null);
  const hasMemberPages = (memberPages.data?.length ?? 0) > 0;

  const navigation = useMemo(
    () => (subject ? buildNavigation(profile, subject, t, hasMemberPages) : null),
    [profile, subject, t, hasMemberPages],
  );
  const isInAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  const avatarEntries = useMemo(
    () =>
      subject
        ? buildAvatarMenu({
            profile,
            subject,
            canCancelMembership: canCancel.data?.canCancelMembership === true,
            isInAdmin,
          })
        : [],
    [profile, subject, canCancel.data, isInAdmin],
  );

  const isImpersonated = Boolean(account?.impersonatorId);
  // Stable, so the header (memoised) is not drawn again each time this layout is.
  const onLogout = useCallback(() => {
    const logOut = async () => {
      // An administrator leaving an impersonated session: the audit log records the end (issue 39); signing
      // out goes on whatever that answers.
      if (isImpersonated) await communityApi.post('api/v1/auth/impersonation/end').catch(() => undefined);
      clearStoredToken();
      // Cached data is dropped only once this layout is gone, so nothing refetches without a token.
      await navigate('/account/sign-in', { replace: true });
      queryClient.clear();
    };
    void logOut();
  }, [isImpersonated, navigate, queryClient]);

  if (!account || !subject || !navigation) return <PageSpinner />;
  // One live stream per signed-in tab (issue 38 point 4): the bell, the feed's banner, a post's comments.
  return (
    <LiveProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <SkipLink />
        <PortalHeader
          profile={profile}
          account={account}
          navigation={navigation}
          avatarEntries={avatarEntries}
          isSearchOn={canAccessModule(profile, 'global_search', subject)}
          onLogout={onLogout}
        />
        <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1364, margin: '0 auto' }}>
          <main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Outlet />
          </main>
          <RouteAnnouncer />
        </Layout.Content>
        <BackToTop />
      </Layout>
    </LiveProvider>
  );
}
