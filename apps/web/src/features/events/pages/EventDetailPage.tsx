/**
 * /events/{id} (spec 002 §2 event detail): title, HTML content, short description, type, address, external
 * URL, feature image, start and end with time zones, sessions, who can enrol, course layouts, sponsor,
 * reasoning and access content, presenters, CPD details, tags, attachments (docs and links), ticket prices
 * with Register, the member's tickets (cancel/refund, nominate, dietary), the cancellation terms (002 §9),
 * favourite toggle, 'Add to calendar' (the server's .ics, issue 38), and the hosted checkout result (`?checkout=`). The tickets column
 * belongs to the tickets feature and the cart to the cart feature: the route composes them
 * ({@link EventDetailPageProps}, app/pages/EventDetailRoutePage).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Avatar, Button, Card, Col, Descriptions, Row, Space, Spin, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import {
  CalendarOutlined,
  HeartFilled,
  HeartOutlined,
  LinkOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { CALENDAR_MESSAGES, canAccessSubModule, EVENT_MESSAGES, PAYMENT_MESSAGES } from '@portal/contracts';
import { ItemList } from '../../../shared/components/ItemList';
import { errorMessage } from '../../../api/api-error';
import { useTenant } from '../../../session/tenant-context';
import { useAccessSubject } from '../../../session/access-hooks';
import { downloadEventCalendar, useAttachments, useEvent, useToggleFavouriteEvent } from '../queries';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { CollapsibleHtml } from '../../../shared/components/CollapsibleHtml';
import { formatWallClock } from '../../../shared/format';

/** The notice of each hosted checkout result (`?checkout=`; issue 34: declined or cancelled is "not completed"). */
const CHECKOUT_RESULTS: Record<string, { type: 'success' | 'warning' | 'error' | 'info'; text: string }> = {
  success: { type: 'success', text: 'Payment received. Your tickets are below.' },
  'already-paid': { type: 'info', text: EVENT_MESSAGES.alreadyPaid },
  declined: {
    type: 'warning',
    text: `${PAYMENT_MESSAGES.notCompleted} ${PAYMENT_MESSAGES.nothingCharged} Your cart is open again: check out to try again.`,
  },
  processing: { type: 'info', text: PAYMENT_MESSAGES.processing },
  failed: { type: 'error', text: `${EVENT_MESSAGES.checkoutError} ${EVENT_MESSAGES.noTicketsLeft}` },
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A section of the event's rich text ('Why attend', 'Access', 'Sponsor'); nothing when the event has none. */
function HtmlSection({ title, html }: { title: string; html: string | null }) {
  if (!html) return null;
  return (
    <Section title={title}>
      <CollapsibleHtml html={html} className="event-html" />
    </Section>
  );
}

/** What the event page gets from the features composed with it (app/pages/EventDetailRoutePage). */
export interface EventDetailPageProps {
  /** The tickets column (the tickets feature, with the cart actions). */
  tickets: ReactNode;
  /** Whether the member holds an active ticket ('Going'). */
  going: boolean;
  /** Reloads the cart after coming back from the hosted checkout (002 §4). */
  onCheckoutReturn: () => void;
}

/** Renders the event page. */
export function EventDetailPage({ tickets, going, onCheckoutReturn }: EventDetailPageProps) {
  const { id } = useParams();
  const eventId = Number(id);
  const { message } = useApp();
  const tenant = useTenant();
  const subject = useAccessSubject();
  const [searchParams] = useSearchParams();
  const event = useEvent(eventId);
  const favourite = useToggleFavouriteEvent();
  const sub = (name: Parameters<typeof canAccessSubModule>[2]) =>
    subject !== null && canAccessSubModule(tenant, 'events', name, subject);
  const attachmentsOn = sub('attachments');
  const docs = useAttachments(eventId, 'docs', attachmentsOn);
  const links = useAttachments(eventId, 'links', attachmentsOn);
  const checkout = searchParams.get('checkout');
  const invoiceId = searchParams.get('invoiceId');
  const testMode = searchParams.get('mode') === 'test';
  const refreshed = useRef(false);

  useEffect(() => {
    if (checkout && !refreshed.current) {
      refreshed.current = true;
      onCheckoutReturn();
    }
  }, [checkout, onCheckoutReturn]);

  if (event.isLoading) return <Spin aria-label="Loading event" style={{ display: 'block', margin: 48 }} />;
  if (event.isLoadingError || !event.data) {
    return <Alert type="error" showIcon title={EVENT_MESSAGES.eventDetailFailed} />;
  }
  const e = event.data;

  const toggleFavourite = async () => {
    const next = !e.isFavourite;
    try {
      await favourite.mutateAsync({ eventId, favourite: next });
      void message.success(next ? EVENT_MESSAGES.addedToFavourites : EVENT_MESSAGES.removedFromFavourites);
    } catch (error) {
      void message.error(
        `${next ? EVENT_MESSAGES.addFavouriteError : EVENT_MESSAGES.removeFavouriteError} ${errorMessage(error, '')}`,
      );
    }
  };
  const addToCalendar = async () => {
    try {
      await downloadEventCalendar(eventId, e.title);
    } catch (error) {
      void message.error(`${CALENDAR_MESSAGES.downloadError} ${errorMessage(error, '')}`);
    }
  };
  const attachments = [...(docs.data?.attachments ?? []), ...(links.data?.attachments ?? [])];

  return (
    <article style={{ maxWidth: 1100 }}>
      {checkout && CHECKOUT_RESULTS[checkout] && (
        <Alert
          type={CHECKOUT_RESULTS[checkout].type}
          showIcon
          closable
          style={{ marginBottom: 16 }}
          title={CHECKOUT_RESULTS[checkout].text}
          description={
            invoiceId || testMode ? (
              <Space orientation="vertical" size={4}>
                {testMode && <span>{PAYMENT_MESSAGES.testModeNote}</span>}
                {invoiceId && <Link to={`/settings/invoice/${invoiceId}`}>View your invoice</Link>}
              </Space>
            ) : undefined
          }
        />
      )}
      {e.featureImg && (
        // The box is sized before the image arrives (16:9, at most 320 px high), so nothing below it moves.
        <img
          src={e.featureImg}
          alt=""
          style={{
            width: '100%',
            aspectRatio: '16 / 9',
            maxHeight: 320,
            objectFit: 'cover',
            borderRadius: 8,
          }}
        />
      )}
      <Space wrap style={{ marginTop: 16 }}>
        {e.type && <Tag>{e.type}</Tag>}
        {e.category && <Tag>{e.category}</Tag>}
        {e.isCpd && <Tag color="blue">CPD</Tag>}
        {going && <Tag color="green">Going</Tag>}
      </Space>
      <Typography.Title level={1} style={{ fontSize: 30, marginTop: 8 }}>
        {e.title}
      </Typography.Title>
      {e.shortDesc && <Typography.Paragraph type="secondary">{e.shortDesc}</Typography.Paragraph>}
      <Space wrap>
        <Button
          icon={e.isFavourite ? <HeartFilled /> : <HeartOutlined />}
          onClick={() => void toggleFavourite()}
          aria-pressed={e.isFavourite}
        >
          {e.isFavourite ? 'Saved' : 'Save'}
        </Button>
        <Button icon={<CalendarOutlined />} onClick={() => void addToCalendar()}>
          Add to calendar
        </Button>
      </Space>
      <Row gutter={[24, 24]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={15}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Starts">
              {formatWallClock(e.startDateTime, e.startTimeZone)}
            </Descriptions.Item>
            <Descriptions.Item label="Ends">
              {formatWallClock(e.endDateTime, e.endTimeZone)}
            </Descriptions.Item>
            {e.type && <Descriptions.Item label="Type">{e.type}</Descriptions.Item>}
            {(e.address || e.location) && (
              <Descriptions.Item label="Address">{e.address ?? e.location}</Descriptions.Item>
            )}
            {e.externalUrl && (
              <Descriptions.Item label="Website">
                <a href={e.externalUrl} target="_blank" rel="noreferrer">
                  {e.externalUrl}
                </a>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Section title="About this event">
            <SafeHtml html={e.content} className="event-html" />
          </Section>
          {e.sessions.length > 0 && (
            <Section title="Sessions">
              <ItemList
                items={e.sessions}
                itemKey={(_s, index) => index}
                renderItem={(s) => ({
                  title: s.title,
                  description: `${formatWallClock(s.startDateTime, s.startTimeZone)} – ${formatWallClock(s.endDateTime, s.endTimeZone)}`,
                })}
              />
            </Section>
          )}
          {(e.canEnrolContent || e.canEnrolLayout.length > 0) && (
            <Section title="Who can enrol">
              <SafeHtml html={e.canEnrolContent} className="event-html" />
              <Space wrap>
                {e.canEnrolLayout.map((c) => (
                  <Card key={c.canEnrolTitle} size="small" style={{ width: 200 }}>
                    {c.canEnrolImageUrl && <img src={c.canEnrolImageUrl} alt="" style={{ width: 48 }} />}
                    <div>{c.canEnrolTitle}</div>
                  </Card>
                ))}
              </Space>
            </Section>
          )}
          {e.coursesLayout.length > 0 && (
            <Section title="Courses">
              <ItemList
                items={e.coursesLayout}
                itemKey={(_c, index) => index}
                renderItem={(c) => ({
                  avatar: c.courseImageUrl ? (
                    <Avatar alt="" shape="square" src={c.courseImageUrl} />
                  ) : undefined,
                  title: c.courseTitle,
                  description: c.courseDesc ? (
                    <CollapsibleHtml html={c.courseDesc} className="event-html" />
                  ) : undefined,
                })}
              />
            </Section>
          )}
          <HtmlSection title="Why attend" html={e.reasoningContent} />
          <HtmlSection title="Access" html={e.accessContent} />
          {e.presenters.length > 0 && (
            <Section title="Presenters">
              <ItemList
                items={e.presenters}
                itemKey={(_p, index) => index}
                renderItem={(p) => ({
                  avatar: (
                    <Avatar alt="" src={p.profileImageUrl ?? undefined}>
                      {p.name.charAt(0)}
                    </Avatar>
                  ),
                  title: p.role ? `${p.name}, ${p.role}` : p.name,
                  description: p.profileDesc ? (
                    <CollapsibleHtml html={p.profileDesc} className="event-html" />
                  ) : undefined,
                })}
              />
            </Section>
          )}
          <HtmlSection title="Sponsor" html={e.sponsorContent} />
          {e.cpdDetails && Object.keys(e.cpdDetails).length > 0 && (
            <Section title="CPD details">
              <Descriptions column={1} size="small" bordered>
                {Object.entries(e.cpdDetails).map(([key, value]) => (
                  <Descriptions.Item key={key} label={key}>
                    {value}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Section>
          )}
          {e.tags.length > 0 && (
            <Section title="Tags">
              <Space wrap>
                {e.tags.map((t) => (
                  <Tag key={t.id}>{t.label}</Tag>
                ))}
              </Space>
            </Section>
          )}
          {attachmentsOn && attachments.length > 0 && (
            <Section title="Attachments">
              <ItemList
                items={attachments}
                itemKey={(_a, index) => index}
                renderItem={(a) => ({
                  content: (
                    <a href={a.url} target="_blank" rel="noreferrer">
                      {a.url.startsWith('http') ? <LinkOutlined /> : <PaperClipOutlined />} {a.label}
                    </a>
                  ),
                })}
              />
            </Section>
          )}
        </Col>
        <Col xs={24} lg={9}>
          {tickets}
        </Col>
      </Row>
    </article>
  );
}
