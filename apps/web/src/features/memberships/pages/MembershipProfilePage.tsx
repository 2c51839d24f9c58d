/**
 * /settings/membership-profile (spec 000 §2 Settings area, §3 Membership, §7 Membership, §8; 002 §2
 * "Invoices and membership"): the member's membership (number, name, status tag, join date, renewed-to
 * date, termination date), the Renew (membership_renewal sub-module), Manage and Update payment buttons
 * (each opens the link the server answers), the certificate preview and PDF download, and a link to the
 * Brand assets when allowed. Load failure: 'Error getting membership details. Try again later.'; certificate
 * failure: 'Error during loading PDF'; link failures are logged only (spec 000 §8).
 */
import { useState } from 'react';
import { App, Button, Card, Descriptions, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { CreditCardOutlined, DownloadOutlined, EyeOutlined, SettingOutlined, SyncOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MEMBERSHIP_MESSAGES, canAccessSubModule, canUseMemberOnlySetting } from '@portal/contracts';
import { useTenant } from '../../../app/tenant-context';
import { useAccessSubject } from '../../../shell/guards/access-hooks';
import { LoadError } from '../../../shared/components/LoadError';
import { saveBlob } from '../../../shared/file-actions';
import { formatDay } from '../../../shared/format';
import { useMembership } from '../../../shared/membership-queries';
import { CertificatePreviewModal } from '../components/CertificatePreviewModal';
import { canRenew, hasCertificate, membershipStatusColor } from '../membership-status';
import { membershipApi, type MembershipLinkKind } from '../queries';

type Busy = MembershipLinkKind | 'preview' | 'download' | null;

/** The certificate's download name: `membership-certificate-{memberNum}.pdf`. */
export function certificateFileName(memberNum: string): string {
  return `membership-certificate-${memberNum.replace(/[^\w-]/g, '')}.pdf`;
}

/** Renders the membership profile. */
export default function MembershipProfilePage() {
  const tenant = useTenant();
  const subject = useAccessSubject();
  const { message } = App.useApp();
  const membership = useMembership();
  const [busy, setBusy] = useState<Busy>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  const openLink = async (kind: MembershipLinkKind) => {
    setBusy(kind);
    try {
      const { url } = await membershipApi.link(kind);
      window.location.assign(url);
    } catch (error) {
      // Spec 000 §8 "Logged only": renewal-link failures return success false without a message.
      console.error(`Membership ${kind} failed`, error);
      setBusy(null);
    }
  };
  const preview = async (id: string) => {
    setBusy('preview');
    try {
      setPreviewUrl((await membershipApi.printview(id)).previewUrl);
    } catch {
      void message.error(MEMBERSHIP_MESSAGES.pdfError);
    } finally {
      setBusy(null);
    }
  };
  const download = async (id: string, memberNum: string) => {
    setBusy('download');
    try {
      saveBlob(await membershipApi.download(id), certificateFileName(memberNum));
    } catch {
      void message.error(MEMBERSHIP_MESSAGES.pdfError);
    } finally {
      setBusy(null);
    }
  };

  const renewalOn = subject !== null && canAccessSubModule(tenant, 'settings', 'membership_renewal', subject);
  const brandAssetsOn = subject !== null && canUseMemberOnlySetting(tenant, 'brand_assets', subject);

  let body: React.ReactNode;
  if (membership.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (membership.isError)
    body = <LoadError message={MEMBERSHIP_MESSAGES.loadFailed} onRetry={() => void membership.refetch()} />;
  else if (!membership.data)
    body = <Empty description="You have no membership with us yet." />;
  else {
    const m = membership.data;
    body = (
      <>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label="Member number">{m.memberNum}</Descriptions.Item>
          <Descriptions.Item label="Membership">{m.membershipName}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <Tag color={membershipStatusColor(m.memberStatus)}>{m.memberStatus}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Join date">{m.joinDate ? formatDay(m.joinDate) : '–'}</Descriptions.Item>
          <Descriptions.Item label="Renewed to">
            {m.memberStatus === 'Life' ? 'Life member' : m.renewedToDate ? formatDay(m.renewedToDate) : '–'}
          </Descriptions.Item>
          {m.terminationDate && (
            <Descriptions.Item label="Termination date">{formatDay(m.terminationDate)}</Descriptions.Item>
          )}
        </Descriptions>
        {m.memberStatus === 'Pending' && (
          <Typography.Paragraph style={{ marginTop: 16 }}>
            Your membership starts once its first invoice is paid. <Link to="/settings/invoices">See invoices</Link>
          </Typography.Paragraph>
        )}
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          {renewalOn && canRenew(m.memberStatus) && (
            <Button
              type="primary"
              icon={<SyncOutlined aria-hidden />}
              loading={busy === 'renewallink'}
              onClick={() => void openLink('renewallink')}
            >
              Renew
            </Button>
          )}
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
        </Flex>
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
        {brandAssetsOn && (
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
      {body}
      <CertificatePreviewModal url={previewUrl} onClose={() => setPreviewUrl(null)} />
    </Card>
  );
}
