/**
 * Upcoming meetings of the dashboard (spec 000 §2): the first 2 shown; a 'See all' / 'Show less' toggle when
 * there are more than 3; empty: 'No upcoming meetings'.
 */
import { useState } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { Button } from '../../../shared/components/PlainButton';
import { Link } from 'react-router';
import { ItemList } from '../../../shared/components/ItemList';
import type { DashboardMeeting } from '../queries';
import { formatLongWhen } from '../../../shared/format';
import { Typography } from '../../../shared/components/PlainTypography';

/** Meetings shown before 'See all'. */
export const MEETINGS_SHOWN = 2;
/** The toggle appears above this many meetings. */
export const MEETINGS_TOGGLE_ABOVE = 3;

/** Props of {@link UpcomingMeetings}. */
export interface UpcomingMeetingsProps {
  meetings: DashboardMeeting[];
  isLoading: boolean;
  /** The tenant's community base path, e.g. '/communities'. */
  communityBasePath: string;
}

/** Renders the meetings section. */
export function UpcomingMeetings({ meetings, isLoading, communityBasePath }: UpcomingMeetingsProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const hasToggle = meetings.length > MEETINGS_TOGGLE_ABOVE;
  const shown = isExpanded ? meetings : meetings.slice(0, MEETINGS_SHOWN);
  const linkOf = ({ meet }: DashboardMeeting) =>
    meet.community?.alias
      ? `${communityBasePath}/${meet.community.alias}/mettings/${meet.id}`
      : '/meetings/explore';
  return (
    <section aria-labelledby="upcoming-meetings-title" style={{ marginBottom: 32 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography.Title level={2} id="upcoming-meetings-title" style={{ fontSize: 20 }}>
          Upcoming meetings
        </Typography.Title>
        {hasToggle && (
          <Button type="link" onClick={() => setIsExpanded((v) => !v)} aria-expanded={isExpanded}>
            {isExpanded ? 'Show less' : 'See all'}
          </Button>
        )}
      </div>
      <Card>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : meetings.length === 0 ? (
          <Empty description="No upcoming meetings" />
        ) : (
          <ItemList
            items={shown}
            itemKey={(m) => String(m.meet.id)}
            renderItem={(m) => ({
              title: <Link to={linkOf(m)}>{m.meet.name}</Link>,
              description: [
                m.meet.startDate ? formatLongWhen(m.meet.startDate) : null,
                m.meet.community?.name,
              ]
                .filter(Boolean)
                .join(' · '),
            })}
          />
        )}
      </Card>
    </section>
  );
}
