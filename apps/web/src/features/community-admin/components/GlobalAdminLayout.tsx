/**
 * The global community administration frame (spec 001 §2 "Global community administration"): the title and a
 * tab bar with Communities, Category, Tags, Managers, Global Terms and Conditions and FAQ. Each tab shows only
 * with its global flag (`GLOBAL_ADMIN_TAB_RULES`, §6); the tabs are sub-paths of the management root
 * (categories, tags, administrators, terms-conditions, faq). A tab the user may not see sends them to the
 * first one they may; with none, a notice.
 */
import { Alert, Tabs, Typography } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { GLOBAL_ADMIN_TAB_RULES, type TGlobalAdminTab } from '@portal/contracts';
import { usePermissions } from '../../../session/session-queries';
import { usePermissionSubject } from '../../../session/use-permission-subject';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useAdminWording } from '../use-admin-wording';

const ORDER = Object.keys(GLOBAL_ADMIN_TAB_RULES) as TGlobalAdminTab[];
const isTab = (value: string): value is TGlobalAdminTab => (ORDER as string[]).includes(value);

/** The label of each tab (spec 001 §2); Communities follows the tenant's word. */
function label(tab: TGlobalAdminTab, Words: string): string {
  switch (tab) {
    case 'communities':
      return Words;
    case 'categories':
      return 'Category';
    case 'tags':
      return 'Tags';
    case 'administrators':
      return 'Managers';
    case 'terms-conditions':
      return 'Global Terms and Conditions';
    case 'faq':
      return 'FAQ';
  }
}

/** Renders the title, the permitted tabs and the current tab's page. */
export default function GlobalAdminLayout() {
  const { Words, managementPath } = useAdminWording();
  const permissions = usePermissions();
  const subject = usePermissionSubject();
  const location = useLocation();
  const navigate = useNavigate();
  const segment =
    location.pathname.slice(managementPath.length).split('/').filter(Boolean)[0] ?? 'communities';
  const pathOf = (tab: TGlobalAdminTab) =>
    tab === 'communities' ? managementPath : `${managementPath}/${tab}`;

  const title = (
    <Typography.Title level={1} style={{ fontSize: 28 }}>
      {Words} management
    </Typography.Title>
  );
  if (permissions.isLoadingError)
    return (
      <>
        {title}
        <LoadErrorAlert
          message="Failed to load your permissions"
          error={permissions.error}
          onRetry={() => void permissions.refetch()}
        />
      </>
    );
  if (!subject) return <PageSpinner />;
  const tabs = ORDER.filter((tab) => GLOBAL_ADMIN_TAB_RULES[tab](subject));
  if (tabs.length === 0)
    return (
      <>
        {title}
        <Alert type="warning" showIcon title="You do not have permission to manage these settings." />
      </>
    );
  if (!isTab(segment) || !tabs.includes(segment)) return <Navigate to={pathOf(tabs[0]!)} replace />;

  return (
    <>
      {title}
      <Tabs
        activeKey={segment}
        onChange={(key) => void navigate(pathOf(key as TGlobalAdminTab))}
        items={tabs.map((tab) => ({ key: tab, label: label(tab, Words) }))}
      />
      <Outlet />
    </>
  );
}
