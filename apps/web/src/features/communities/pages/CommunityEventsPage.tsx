/**
 * The events page of the communities area, `{base}/events` (spec 001 §2: "under construction: a left menu
 * Upcoming, Past, Drafts and a 'Create new event' button"). The menu keeps its choice in the URL (`?view=past`,
 * `?view=drafts`; Upcoming by default); each view says it is under construction and points to the tenant's
 * events area. 'Create new event' is on the page for everyone, as the spec has it; for those who may create events
 * (`canManageEvents`, the rule the server's `/api/admin/events` enforces: Admin or WorkSpaceOwner) it opens the
 * event form, `/admin/events/new`; for everyone else it is disabled and says why.
 */
import { Button, Col, Menu, Result, Row, Space, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { canAccessModule, canManageEvents } from '@portal/contracts';
import { toAccessSubject, useAccount, usePermissions } from '../../../session/session-queries';
import { useTenant } from '../../../session/tenant-context';

/** The views of the left menu (spec 001 §2), in order. */
export const EVENT_VIEWS = [
  { key: 'upcoming', label: 'Upcoming', title: 'Upcoming events' },
  { key: 'past', label: 'Past', title: 'Past events' },
  { key: 'drafts', label: 'Drafts', title: 'Draft events' },
] as const;
type View = (typeof EVENT_VIEWS)[number]['key'];

/** Where 'Create new event' leads: the event form of the events administration. */
export const CREATE_EVENT_PATH = '/admin/events/new';

/** Renders the menu, the view and 'Create new event' (enabled for event administrators). */
export default function CommunityEventsPage() {
  const profile = useTenant();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const account = useAccount();
  const requested = params.get('view');
  const view: View = EVENT_VIEWS.some((v) => v.key === requested) ? (requested as View) : 'upcoming';
  const canCreate = !!permissions.data && canManageEvents({ role: permissions.data.role });
  const hasEventsArea = !!account.data && canAccessModule(profile, 'events', toAccessSubject(account.data));
  const title = EVENT_VIEWS.find((v) => v.key === view)!.title;

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} md={6}>
        <nav aria-label="Events">
          <Menu
            tooltip={false}
            mode="inline"
            selectedKeys={[view]}
            items={EVENT_VIEWS.map((v) => ({ key: v.key, label: v.label }))}
            onClick={({ key }) => setParams(key === 'upcoming' ? {} : { view: key }, { replace: true })}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Col>
      <Col xs={24} md={18}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          <Tooltip title={canCreate ? undefined : 'Only event administrators can create events.'}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!canCreate}
              onClick={() => void navigate(CREATE_EVENT_PATH)}
            >
              Create new event
            </Button>
          </Tooltip>
        </Space>
        <Result
          status="info"
          title="Oops, page is under construction"
          subTitle={`${title} of the ${profile.wording.communities} will be listed here.`}
          extra={hasEventsArea ? <Link to="/events">Go to {profile.wording.eventsArea}</Link> : undefined}
        />
      </Col>
    </Row>
  );
}
