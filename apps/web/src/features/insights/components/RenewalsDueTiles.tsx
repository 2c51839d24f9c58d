/**
 * The "renewals due" tiles of /admin/insights (issue 39 point 4): Active memberships paid to a date within
 * 30, 60 and 90 days, each a link to the member list filtered the same way (`/admin/memberships?renewalDue=`).
 */
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import type { TRenewalsDueRow } from '@portal/contracts';

/** Three tiles, one per window, each opening the filtered member list. */
export function RenewalsDueTiles(props: { rows: TRenewalsDueRow[] }) {
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>Renewals due</h2>}
      styles={{ body: { paddingBottom: 8 } }}
    >
      <Row gutter={[16, 16]}>
        {props.rows.map((row) => (
          <Col key={row.days} xs={24} sm={8}>
            <Link
              to={`/admin/memberships?renewalDue=${row.days}`}
              aria-label={`Renewals due in ${row.days} days: ${row.members} members`}
            >
              <Card hoverable size="small">
                <Statistic title={`Due in ${row.days} days`} value={row.members} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
