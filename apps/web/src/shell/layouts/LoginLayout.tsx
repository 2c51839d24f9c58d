/**
 * Layout of the account pages (spec 000 §2 Guards): the form on the left under the tenant logo, the tenant's
 * login background image on the right from medium screens up (antd md, 768 px). With a stored token it
 * sends the user home, or to a same-site `redirectTo`, except on the reset-password and impersonate pages.
 * A skip link comes first; each screen's heading takes focus when the path changes (issue 42 point 2).
 */
// The hook alone: Grid's index brings Row and Col, which the sign-in page does not draw (issue 37 point 5).
import useBreakpoint from 'antd/es/grid/hooks/useBreakpoint';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { getStoredToken } from '../../api/token-storage';
import { useTenant } from '../../session/tenant-context';
import { safeRedirectPath } from '../../shared/redirect-path';
import { TenantLogo } from '../../shared/components/TenantLogo';
import { RouteAnnouncer } from '../components/RouteAnnouncer';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';

const OPEN_TO_SIGNED_IN = ['/account/reset-password', '/account/impersonate'];

/** Renders the two-column account layout. */
export default function LoginLayout() {
  const profile = useTenant();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const screens = useBreakpoint();

  if (getStoredToken() && !OPEN_TO_SIGNED_IN.includes(pathname)) {
    return <Navigate to={safeRedirectPath(searchParams.get('redirectTo'))} replace />;
  }
  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: 'var(--portal-bg-container, #ffffff)' }}>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{
          flex: screens.md ? '0 0 480px' : '1 1 auto',
          maxWidth: screens.md ? 520 : '100%',
          padding: '48px 32px',
          display: 'flex',
          flexDirection: 'column',
          gap: 32,
        }}
      >
        <TenantLogo height={56} style={{ alignSelf: 'flex-start' }} />
        <div style={{ width: '100%', maxWidth: 400 }}>
          <Outlet />
        </div>
        <RouteAnnouncer />
      </main>
      {screens.md && (
        <div
          aria-hidden="true"
          style={{
            flex: 1,
            // The artwork fills the screen beside a long form (sticky, one viewport high) and is anchored at
            // its bottom left, where its caption is: centred, a tall or narrow panel cut the caption (issue 40).
            position: 'sticky',
            top: 0,
            height: '100vh',
            alignSelf: 'flex-start',
            backgroundImage: `url(${profile.loginBackgroundUrl})`,
            backgroundSize: 'cover',
            backgroundPosition: 'left bottom',
          }}
        />
      )}
    </div>
  );
}
