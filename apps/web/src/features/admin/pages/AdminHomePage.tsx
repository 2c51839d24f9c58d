/**
 * `/admin` landing (spec 000 §2 General routes): links to the admin areas.
 */
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAdministerMemberships, canReadSentMail, communityAdminPaths } from '@portal/contracts';
import { capitalise } from '../../../app/i18n';
import { useTenant } from '../../../app/tenant-context';
import { toAccessSubject, useAccount } from '../../../app/session-queries';
import { FailedDeliveriesAlert } from '../components/FailedDeliveriesAlert';

const AREAS = [
  { key: 'adminUsers', path: '/admin/users', description: 'Find members and sign in as them.' },
  { key: 'adminResources', path: '/admin/resources', description: 'Publish and organise resources.' },
  { key: 'adminEvents', path: '/admin/events', description: 'Create and manage events.' },
  { key: 'adminSettings', path: '/admin/settings', description: 'Terms, server values and configuration.' },
  { key: 'adminAnnouncement', path: '/admin/announcement', description: 'Dashboard announcements.' },
] as const;

/** Shown to global Admins only (issue 10 §2, {@link canReadSentMail}). */
const SENT_MAIL_AREA = {
  key: 'adminSentMail',
  path: '/admin/sent-mail',
  description: 'Codes, reset links and notices the portal has sent, by recipient.',
} as const;

/** Shown to tenant administrators ({@link canAdministerMemberships}; issue 13). */
const MEMBERSHIPS_AREA = {
  key: 'adminMemberships',
  path: '/admin/memberships',
  description: 'Search memberships and invoices; refund a paid invoice.',
} as const;

/**
 * Renders the admin landing page, with the tenant's community management first (its word and path); the
 * "Sent mail" card only for a global Admin.
 */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const { wording } = useTenant();
  const account = useAccount();
  const showSentMail = !!account.data && canReadSentMail(toAccessSubject(account.data));
  const showMemberships = !!account.data && canAdministerMemberships(toAccessSubject(account.data));
  const areas = [
    {
      key: 'communities',
      title: `${capitalise(wording.communities)} management`,
      path: communityAdminPaths(wording.community).managementPath,
      description: `Create ${wording.communities} and manage their members.`,
    },
    ...[
      ...AREAS,
      ...(showMemberships ? [MEMBERSHIPS_AREA] : []),
      ...(showSentMail ? [SENT_MAIL_AREA] : []),
    ].map((area) => ({
      ...area,
      title: t(`area.${area.key}`),
    })),
  ];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('area.admin')}
      </Typography.Title>
      <FailedDeliveriesAlert enabled={showSentMail} />
      <Row gutter={[16, 16]}>
        {areas.map((area) => (
          <Col key={area.key} xs={24} sm={12} lg={8}>
            <Link to={area.path} style={{ display: 'block' }}>
              <Card hoverable title={area.title}>
                {area.description}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
