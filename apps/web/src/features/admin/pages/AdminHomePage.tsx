/**
 * `/admin` landing (spec 000 §2 General routes; issue 40): a card for each admin area the signed-in person
 * may use ({@link adminAreasOf} over `GET /api/v1/permission`, the rules the server enforces), the tenant's
 * community management first (its word and path), and "My {words}": the communities they moderate, each
 * opening its admin area `/admin/{segment}/{id}`.
 */
import { Avatar, Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canImpersonate, communityAdminPaths } from '@portal/contracts';
import { capitalise } from '../../../shared/i18n';
import { useTenant } from '../../../session/tenant-context';
import { usePermissions } from '../../../session/session-queries';
import { useModeratedCommunities } from '../../../session/moderated-communities';
import {
  ADMIN_AREA_TITLE_KEYS,
  adminAreaPath,
  adminAreasOf,
  type AdminArea,
} from '../../../shell/admin-navigation';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { FailedDeliveriesAlert } from '../components/FailedDeliveriesAlert';

/** What each card after community management says (its title and path: `ADMIN_AREA_TITLE_KEYS`, `adminAreaPath`). */
const DESCRIPTIONS: Partial<Record<AdminArea, string>> = {
  users: 'Find members and sign in as them.',
  resources: 'Publish and organise resources.',
  events: 'Create and manage events.',
  settings: 'Terms, server values and configuration.',
  announcement: 'Dashboard announcements.',
  memberships: 'Search memberships and invoices; refund a paid invoice.',
  import: 'Import members from a CSV file; export CPD records.',
  accountClosures: "Members' requests to close their account: approve or decline.",
  insights: 'Members, renewals due, events, CPD compliance and discussion activity in charts.',
  sentMail: 'Codes, reset links and notices the portal has sent, by recipient.',
  digestPreview: "A member's next digest e-mail, as it would be sent.",
  audit: 'Who changed what, when, and from where: every staff change, with its target.',
};

/** The cards after community management: area, i18n title key, path, description. */
const AREAS = (Object.keys(ADMIN_AREA_TITLE_KEYS) as AdminArea[]).map((area) => ({
  area,
  key: ADMIN_AREA_TITLE_KEYS[area]!,
  path: adminAreaPath(area, '')!,
  description: DESCRIPTIONS[area] ?? '',
}));

/** One linked card of the grid. */
function AreaCard({ title, path, children }: { title: string; path: string; children: React.ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8}>
      <Link to={path} style={{ display: 'block', height: '100%' }}>
        <Card hoverable title={title} style={{ height: '100%' }}>
          {children}
        </Card>
      </Link>
    </Col>
  );
}

/** "My {words}": a card per moderated community, opening its admin area. */
function MyCommunities({ enabled }: { enabled: boolean }) {
  const { wording } = useTenant();
  const { communityRoot } = communityAdminPaths(wording.community);
  const list = useModeratedCommunities(enabled);
  if (!enabled) return null;
  const title = `My ${wording.communities}`;
  let body: React.ReactNode;
  if (list.isPending) body = <PageSpinner />;
  else if (list.isLoadingError)
    body = (
      <LoadErrorAlert
        message={`Failed to load your ${wording.communities}`}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.communities.length === 0) body = <Empty description={`No ${wording.communities} yet`} />;
  else
    body = (
      <Row gutter={[16, 16]}>
        {list.data.communities.map((community) => (
          <AreaCard
            key={community.id}
            title={community.name}
            path={`${communityRoot}/${encodeURIComponent(community.id)}`}
          >
            <Avatar shape="square" src={community.imageUrl ?? undefined} alt="" style={{ marginRight: 12 }} />
            {community.isPublic ? 'Open' : 'Private'} {wording.community}
          </AreaCard>
        ))}
      </Row>
    );
  return (
    <section aria-labelledby="my-communities" style={{ marginTop: 32 }}>
      <Typography.Title id="my-communities" level={2} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {body}
    </section>
  );
}

/** Renders the admin landing page: the usable areas, then the moderated communities. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const { wording } = useTenant();
  const permissions = usePermissions();
  const areas = adminAreasOf(permissions.data);
  const heading = (
    <Typography.Title level={1} style={{ fontSize: 28 }}>
      {t('area.admin')}
    </Typography.Title>
  );
  if (permissions.isLoadingError)
    return (
      <>
        {heading}
        <LoadErrorAlert
          message="Failed to load your permissions"
          error={permissions.error}
          onRetry={() => void permissions.refetch()}
        />
      </>
    );
  if (!permissions.data) return <PageSpinner />;
  const paths = communityAdminPaths(wording.community);
  const cards = [
    ...(areas.includes('communities')
      ? [
          {
            key: 'communities',
            title: `${capitalise(wording.communities)} management`,
            path: paths.managementPath,
            description: `Create ${wording.communities} and manage their members.`,
          },
        ]
      : []),
    ...(areas.includes('moderation')
      ? [
          {
            key: 'moderation',
            title: 'Moderation queue',
            path: paths.moderationPath,
            description: `Pending posts and reports across the ${wording.communities} you moderate.`,
          },
        ]
      : []),
    ...AREAS.filter((card) => areas.includes(card.area)).map((card) => ({
      ...card,
      title: t(`area.${card.key}`),
      // Signing in as a member is for a global Admin only; everyone else with the card only searches.
      description:
        card.area === 'users' && !canImpersonate({ role: permissions.data.role, contactTypes: [] })
          ? 'Find members.'
          : card.description,
    })),
  ];
  return (
    <>
      {heading}
      <FailedDeliveriesAlert enabled={areas.includes('sentMail')} />
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <AreaCard key={card.key} title={card.title} path={card.path}>
            {card.description}
          </AreaCard>
        ))}
      </Row>
      <MyCommunities enabled={areas.includes('mine')} />
    </>
  );
}
