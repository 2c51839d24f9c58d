/**
 * /settings/membership-profile (spec 000 §2 Settings area, §3 Membership, §7 Membership, §8; 002 §2
 * "Invoices and membership"): the member's membership (number, name, status tag, join date, renewed-to date,
 * termination date, Auto Rollover), the Renew, Manage and Update payment buttons (membership_renewal
 * sub-module; each opens the hosted page the server answers; Renew, with the period and the price it charges,
 * is enabled only while the server's `canRenew` — inside the renewal window or lapsed — and otherwise disabled
 * with the date it opens, issue 34 point 4), the certificate preview and PDF download, and
 * a link to the Brand assets when allowed. A return from the hosted checkout shows its outcome and the paid
 * invoice. An account without a membership sees the way to join (issue 34 point 7: the tenant's membership
 * types, Join → the first invoice's hosted checkout). Load failure: 'Error getting membership details. Try
 * again later.'; certificate failure: 'Error during loading PDF'; link failures are logged only (spec 000 §8).
 */
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import {
  CreditCardOutlined,
  DownloadOutlined,
  EyeOutlined,
  SettingOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { MEMBERSHIP_MESSAGES, membershipAccess } from '@portal/contracts';
import { useTenant } from '../../../session/tenant-context';
import { useAccessSubject } from '../../../session/access-hooks';
import { LoadError } from '../../../shared/components/LoadError';
import { saveBlob } from '../../../shared/file-actions';
import { formatDay } from '../../../shared/format';
import { useMembership } from '../../../shared/membership-queries';
import { errorMessage } from '../../../api/api-error';
import { BecomeMemberCard } from '../components/BecomeMemberCard';
import { CertificatePreviewModal } from '../components/CertificatePreviewModal';
import { useMembershipTypes } from '../join-queries';
import { chargeText, renewalOpensText } from '../membership-charge';
import { hasCertificate, membershipStatusColor, returnNoticeOf } from '../membership-status';
import { PaymentNoticeAlert } from '../../../shared/components/PaymentNoticeAlert';
import {
  membershipApi,
  membershipNavigator,
  useApplyForMembership,
  type MembershipLinkKind,
} from '../queries';

type Busy = MembershipLinkKind | 'preview' | 'download' | null;

/** The certificate's download name: `membership-certificate-{memberNum}.pdf`. */
export function certificateFileName(memberNum: string | null): string {
  return `membership-certificate-${(memberNum ?? 'member').replace(/[^\w-]/g, '')}.pdf`;
}

const day = (value: string | null) => (value ? formatDay(value) : '–');

/** Renders the membership profile. */
export default function MembershipProfilePage() {
  const tenant = useTenant();
  const access = membershipAccess(tenant, useAccessSubject());
  const { message } = useApp();
  const [params] = useSearchParams();
  const notice = returnNoticeOf(params);
  const membership = useMembership();
  const [busy, setBusy] = useState<Busy>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const hasNoMembership = membership.isSuccess && !membership.data;
  const types = useMembershipTypes(hasNoMembership);
  const apply = useApplyForMembership();
  const [joiningTypeId, setJoiningTypeId] = useState<number | null>(null);

  const join = (membershipTypeId: number) => {
    setJoiningTypeId(membershipTypeId);
    apply.mutate(
      { membershipTypeId },
      {
        onSuccess: (answer) => membershipNavigator.go(answer.paymentUrl),
        onError: (error) => {
          setJoiningTypeId(null);
          void message.error(errorMessage(error, MEMBERSHIP_MESSAGES.joinFailed));
        },
      },
    );
  };

  const openLink = async (kind: MembershipLinkKind) => {
    setBusy(kind);
    try {
      membershipNavigator.go(await membershipApi.link(kind));
    } catch (error) {
      // Spec 000 §8 "Logged only": a renewal-link failure returns success false without a message.
      console.error(`Membership ${kind} failed`, error);
      setBusy(null);
      // A 409 outside the renewal window means the screen is stale: show the server's renewal state again.
      if (kind === 'renewallink') void membership.refetch();
    }
  };
  const preview = async (id: number) => {
    setBusy('preview');
    try {
      setPreviewUrl((await membershipApi.printview(id)).previewUrl);
    } catch {
      void message.error(MEMBERSHIP_MESSAGES.pdfFailed);
    } finally {
      setBusy(null);
    }
  };
  const download = async (id: number, memberNum: string | null) => {
    setBusy('download');
    try {
      saveBlob(await membershipApi.download(id), certificateFileName(memberNum));
    } catch {
      void message.error(MEMBERSHIP_MESSAGES.pdfFailed);
    } finally {
      setBusy(null);
    }
  };

  let body: React.ReactNode;
  if (membership.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (membership.isLoadingError)
    body = <LoadError message={MEMBERSHIP_MESSAGES.loadFailed} onRetry={() => void membership.refetch()} />;
  else if (!membership.data)
    body = (
      <BecomeMemberCard
        organisationName={tenant.fullName}
        types={types.data}
        joiningTypeId={joiningTypeId}
        onJoin={join}
      />
    );
  else {
    const m = membership.data;
    const isOpen = m.memberStatus === 'Active' || m.memberStatus === 'Expired';
    body = (
      <>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label="Member number">{m.memberNum ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Membership">{m.membershipName}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <Tag color={membershipStatusColor(m.memberStatus)}>{m.memberStatus}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Join date">{day(m.joinDate)}</Descriptions.Item>
          <Descriptions.Item label="Renewed to">
            <span data-testid="renewed-to">{m.isLifeMember ? 'Life member' : day(m.renewedToDate)}</span>
          </Descriptions.Item>
          {m.terminationDate ? (
            <Descriptions.Item label="Termination date">{day(m.terminationDate)}</Descriptions.Item>
          ) : (
            !m.isLifeMember && (
              <Descriptions.Item label="Auto Rollover">{m.autoRenew ? 'On' : 'Off'}</Descriptions.Item>
            )
          )}
        </Descriptions>
        {m.memberStatus === 'Pending' && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 16 }}
            title="Your membership starts once its first invoice is paid."
            action={
              m.pendingInvoiceId ? (
                <Link to={`/settings/invoice/${m.pendingInvoiceId}`}>View invoice</Link>
              ) : (
                <Link to="/settings/invoices">Invoices</Link>
              )
            }
          />
        )}
        {access.membershipRenewal && (m.renewalCharge || isOpen) && (
          <Flex gap={8} wrap align="center" style={{ marginTop: 16 }}>
            {m.renewalCharge && (
              <Button
                type="primary"
                icon={<SyncOutlined aria-hidden />}
                loading={busy === 'renewallink'}
                disabled={!m.canRenew}
                aria-describedby="membership-renewal"
                onClick={() => void openLink('renewallink')}
              >
                Renew
              </Button>
            )}
            {isOpen && (
              <>
                <Button
                  icon={<SettingOutlined aria-hidden />}
                  loading={busy === 'managelink'}
                  onClick={() => void openLink('managelink')}
                >
                  Manage
                </Button>
                <Button
                  icon={<CreditCardOutlined aria-hidden />}
                  loading={busy === 'updatepaymentlink'}
                  onClick={() => void openLink('updatepaymentlink')}
                >
                  Update payment
                </Button>
              </>
            )}
            {m.renewalCharge && (
              <Typography.Text type="secondary" id="membership-renewal" data-testid="renewal-terms">
                {m.canRenew || !m.renewalOpensOn
                  ? `Renewal: ${chargeText(m.renewalCharge, m.feeIncGst)}`
                  : `${renewalOpensText(m.renewalOpensOn)} (${chargeText(m.renewalCharge, m.feeIncGst)})`}
              </Typography.Text>
            )}
          </Flex>
        )}
        {hasCertificate(m.memberStatus) && (
          <Card type="inner" title="Membership certificate" style={{ marginTop: 24 }}>
            <Typography.Paragraph>
              Your certificate of membership of {tenant.fullName}, with your member number and dates.
            </Typography.Paragraph>
            <Flex gap={8} wrap>
              <Button
                icon={<EyeOutlined aria-hidden />}
                loading={busy === 'preview'}
                onClick={() => void preview(m.id)}
              >
                Preview certificate
              </Button>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                loading={busy === 'download'}
                onClick={() => void download(m.id, m.memberNum)}
              >
                Download PDF
              </Button>
            </Flex>
          </Card>
        )}
        {access.brandAssets && (
          <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
            Member logos and branding guidelines are in <Link to="/settings/brand-assets">Brand assets</Link>.
          </Typography.Paragraph>
        )}
      </>
    );
  }

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Membership profile
      </Typography.Title>
      {notice && (
        <PaymentNoticeAlert
          notice={notice}
          extra={
            notice.invoiceId ? (
              <Link to={`/settings/invoice/${notice.invoiceId}`}>View invoice</Link>
            ) : undefined
          }
        />
      )}
      {body}
      <CertificatePreviewModal url={previewUrl} onClose={() => setPreviewUrl(null)} />
    </Card>
  );
}
