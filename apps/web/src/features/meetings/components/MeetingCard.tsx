/**
 * Meeting card (spec 001 §2 meetings page, explore meetings, favourites): cover (aspect 3), name, date and
 * times ('MMMM D, YYYY', 'HH:mm'), RSVP deadline ('YYYY-MM-DD HH:mm'), link, RSVP Going / Can't go (closed
 * after the end or the deadline, with the §4 tooltips), favourite (500 ms), share ('Link copied'),
 * respondents, and for meetingAll holders edit, delete, publish to dashboard (one-way, not Private), send
 * notification (one-way) and invite members (Private only).
 */
import { useState } from 'react';
import { Avatar, Button, Card, Dropdown, Flex, Modal, Radio, Select, Tag, Tooltip, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import {
  CalendarOutlined,
  LinkOutlined,
  MoreOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import {
  CALENDAR_MESSAGES,
  COMMUNITY_LIMITS,
  MEETING_MESSAGES,
  type TMeeting,
  type TRsvpStatus,
} from '@portal/contracts';
import { ItemList } from '../../../shared/components/ItemList';
import { useMembers } from '../../../shared/community-queries';
import {
  downloadMeetingCalendar,
  useDeleteMeetingMutation,
  useFavouriteMeetingMutation,
  useInviteMeetingMembersMutation,
  useRsvpMutation,
  useSaveMeetingMutation,
} from '../queries';
import { copyText } from '../../../shared/copy-link';
import { formatMeetingWhen, formatRsvp, fullName } from '../../../shared/format';
import { useDelayedToggle } from '../../../shared/use-delayed-toggle';
import { useCommunityBase } from '../../../session/use-community-base';
import { errorMessage } from '../../../api/api-error';
import { noItemsYet } from '../../../shared/count-label';
import { useTranslation } from 'react-i18next';

/** Props: the meeting, the caller's RSVP and favourite, highlight state and the edit opener. */
export interface MeetingCardProps {
  meeting: TMeeting;
  status: TRsvpStatus;
  isFavorite: boolean;
  highlighted?: boolean;
  onEdit?: (meeting: TMeeting) => void;
}

const VISIBILITY_KEYS = { 1: 'Public', 2: 'words.visibilityCommunity', 3: 'Private' } as const;
const RSVP_LABEL = { 0: 'No response', 1: 'Going', 2: "Can't go" } as const;

/** The ids every call about a meeting names: its community's and its own. */
function meetingIds(meeting: TMeeting) {
  return { communityId: meeting.communityId, meetingId: meeting.id };
}

/** Renders one meeting card. */
export function MeetingCard({ meeting, status, isFavorite, highlighted = false, onEdit }: MeetingCardProps) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const { base } = useCommunityBase();
  const rsvpMutation = useRsvpMutation();
  const favouriteMutation = useFavouriteMeetingMutation();
  const saveMeeting = useSaveMeetingMutation();
  const deleteMeeting = useDeleteMeetingMutation();
  const [rsvp, setRsvp] = useState<TRsvpStatus>(status);
  const [respondentsOpen, setRespondentsOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const ids = meetingIds(meeting);
  const [favourite, , toggleFavourite] = useDelayedToggle({
    value: isFavorite,
    delayMs: COMMUNITY_LIMITS.likeDebounceMs,
    send: (on) => favouriteMutation.mutateAsync({ ...ids, on }),
    onSent: (on) =>
      void message.success(on ? 'Successfully added to favourites' : 'Successfully removed from favourites'),
    onError: (error, on) =>
      void message.error(
        `${on ? 'Error adding to favorites:' : 'Error removing from favorites:'} ${errorMessage(error, '')}`,
      ),
  });
  const closed = meeting.rsvpClosedReason;
  const closedText =
    closed === 'ended'
      ? MEETING_MESSAGES.rsvpClosedEnded
      : closed === 'deadline'
        ? MEETING_MESSAGES.rsvpClosedDeadline
        : undefined;

  const answer = async (next: TRsvpStatus) => {
    const previous = rsvp;
    setRsvp(next);
    try {
      await rsvpMutation.mutateAsync({ ...ids, status: next });
    } catch {
      setRsvp(previous);
      void message.error(MEETING_MESSAGES.statusFailed);
    }
  };
  const share = async () => {
    const url = `${window.location.origin}${base}/${meeting.community.alias}/mettings?meetingId=${meeting.id}`;
    const result = await copyText(url);
    void (result.ok ? message.success(MEETING_MESSAGES.linkCopied) : message.error(result.message));
  };
  const addToCalendar = async () => {
    try {
      await downloadMeetingCalendar(meeting.communityId, meeting.id);
    } catch (error) {
      void message.error(`${CALENDAR_MESSAGES.downloadError} ${errorMessage(error, '')}`);
    }
  };
  const update = async (body: Record<string, unknown>, success: string) => {
    try {
      await saveMeeting.mutateAsync({ ...ids, body });
      void message.success(success);
    } catch (error) {
      void message.error(`${MEETING_MESSAGES.updateFailed}: ${errorMessage(error, '')}`);
    }
  };
  const remove = () =>
    modal.confirm({
      title: 'Delete meeting',
      content: `Delete '${meeting.name}'? Its files and answers go with it.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteMeeting.mutateAsync(ids);
          void message.success(MEETING_MESSAGES.removed);
        } catch (error) {
          void message.error(`${MEETING_MESSAGES.removeFailed} ${errorMessage(error, '')}`);
        }
      },
    });

  const adminItems = meeting.canManage
    ? [
        { key: 'edit', label: 'Edit', onClick: () => onEdit?.(meeting) },
        ...(meeting.visible === 3
          ? [{ key: 'invite', label: 'Invite members', onClick: () => setInviteOpen(true) }]
          : []),
        ...(!meeting.toDashBoard && meeting.visible !== 3
          ? [
              {
                key: 'publish',
                label: 'Publish to dashboard',
                onClick: () => void update({ toDashBoard: true }, MEETING_MESSAGES.published),
              },
            ]
          : []),
        ...(!meeting.isNotified
          ? [
              {
                key: 'notify',
                label: 'Send notification',
                onClick: () => void update({ sendNotification: true }, MEETING_MESSAGES.notificationSent),
              },
            ]
          : []),
        { key: 'delete', label: 'Delete', danger: true, onClick: remove },
      ]
    : [];

  return (
    <Card
      id={`meeting-${meeting.id}`}
      className="portal-motion"
      data-highlighted={highlighted || undefined}
      style={{
        maxWidth: 650,
        width: '100%',
        boxShadow: highlighted ? '0 0 0 3px var(--portal-primary, #1677ff)' : undefined,
        transition: 'box-shadow 0.3s',
      }}
      cover={
        meeting.imageUrl ? (
          <img alt="" src={meeting.imageUrl} style={{ aspectRatio: '3 / 1', objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
            {meeting.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {formatMeetingWhen(meeting.startDate, meeting.endDate)}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">{meeting.community.name}</Typography.Text>
          </div>
        </div>
        <Flex gap={4}>
          <Button
            type="text"
            aria-pressed={favourite}
            aria-label={favourite ? 'Remove meeting from favourites' : 'Add meeting to favourites'}
            icon={favourite ? <StarFilled style={{ color: '#d48806' }} /> : <StarOutlined />}
            onClick={toggleFavourite}
          />
          <Button
            type="text"
            aria-label="Share meeting"
            icon={<ShareAltOutlined />}
            onClick={() => void share()}
          />
          <Button
            type="text"
            aria-label="Add meeting to calendar"
            icon={<CalendarOutlined />}
            onClick={() => void addToCalendar()}
          />
          {adminItems.length ? (
            <Dropdown menu={{ items: adminItems }} trigger={['click']}>
              <Button type="text" aria-label="Meeting actions" icon={<MoreOutlined />} />
            </Dropdown>
          ) : null}
        </Flex>
      </Flex>
      <Typography.Paragraph
        style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}
        ellipsis={{ rows: 3, expandable: true }}
      >
        {meeting.description}
      </Typography.Paragraph>
      <Flex wrap gap={4} style={{ marginBottom: 8 }}>
        <Tag>{t(VISIBILITY_KEYS[meeting.visible])}</Tag>
        {meeting.rsvpDate ? <Tag>RSVP by {formatRsvp(meeting.rsvpDate)}</Tag> : null}
        {meeting.toDashBoard ? <Tag color="blue">On dashboard</Tag> : null}
        {meeting.meetingId ? <Tag>ID {meeting.meetingId}</Tag> : null}
        {meeting.meetingPassword ? <Tag>Password {meeting.meetingPassword}</Tag> : null}
      </Flex>
      {meeting.assets.length ? (
        <Flex wrap gap={8} style={{ marginBottom: 8 }}>
          {meeting.assets.map((a) => (
            <a key={a.id} href={a.path} target="_blank" rel="noopener noreferrer">
              {a.fileName}
            </a>
          ))}
        </Flex>
      ) : null}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Tooltip title={closedText}>
          <Radio.Group
            aria-label="RSVP"
            optionType="button"
            value={rsvp || undefined}
            disabled={Boolean(closed)}
            onChange={(e) => void answer(e.target.value as TRsvpStatus)}
            options={[
              { value: 1, label: 'Going' },
              { value: 2, label: "Can't go" },
            ]}
          />
        </Tooltip>
        <Flex gap={8}>
          <Button icon={<TeamOutlined />} onClick={() => setRespondentsOpen(true)}>
            {meeting.goingCount} going
          </Button>
          <Button
            type="primary"
            icon={<LinkOutlined />}
            href={meeting.meetingLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            Join meeting
          </Button>
        </Flex>
      </Flex>
      <Modal
        open={respondentsOpen}
        title="Respondents"
        footer={null}
        onCancel={() => setRespondentsOpen(false)}
      >
        <ItemList
          items={meeting.users}
          itemKey={(u) => u.userId}
          empty={noItemsYet('respondent')}
          renderItem={(u) => ({
            extra: <Tag>{RSVP_LABEL[u.status]}</Tag>,
            avatar: (
              <Avatar alt="" src={u.avatarUrl ?? undefined}>
                {u.firstName.charAt(0)}
              </Avatar>
            ),
            title: fullName(u),
          })}
        />
      </Modal>
      {inviteOpen ? <InviteModal meeting={meeting} onClose={() => setInviteOpen(false)} /> : null}
    </Card>
  );
}

/** Invite members to a Private meeting: at least one selection; already-invited members are disabled. */
function InviteModal({ meeting, onClose }: { meeting: TMeeting; onClose: () => void }) {
  const { message } = useApp();
  const invite = useInviteMeetingMembersMutation();
  const members = useMembers(meeting.communityId);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const invited = new Set(meeting.users.filter((u) => u.invited).map((u) => u.userId));
  return (
    <Modal
      open
      title="Invite members"
      okText="Send invites"
      okButtonProps={{ disabled: selected.length === 0, loading: busy }}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await invite.mutateAsync({ ...meetingIds(meeting), userIds: selected });
          void message.success(MEETING_MESSAGES.invitesSent);
          onClose();
        } catch (error) {
          void message.error(`${MEETING_MESSAGES.updateFailed}: ${errorMessage(error, '')}`);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Select
        mode="multiple"
        aria-label="Members to invite"
        style={{ width: '100%' }}
        value={selected}
        onChange={setSelected}
        loading={members.isPending}
        optionFilterProp="label"
        options={(members.data?.members ?? []).map((m) => ({
          value: m.userId,
          label: fullName(m),
          disabled: invited.has(m.userId),
        }))}
      />
    </Modal>
  );
}
