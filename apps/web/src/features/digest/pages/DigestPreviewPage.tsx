/**
 * `/admin/digest-preview` (issue 38 point 2): a global Admin picks a member (search by name or e-mail, 500 ms
 * debounce, the admin user list) and sees the member's next digest as it would be sent — subject, HTML part
 * sandboxed, text part — without sending it. The member is kept in the URL (`?userId=`). Others get a plain
 * refusal (the server refuses them too).
 */
import { useState } from 'react';
import { Result, Select, Skeleton, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { DIGEST_MESSAGES, canPreviewDigest } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { toAccessSubject, useAccount } from '../../../session/session-queries';
import { DigestPreview } from '../components/DigestPreview';
import { useDigestMembers, useDigestPreview } from '../queries';

const SEARCH_DEBOUNCE_MS = 500;

/** Checks the permission, then shows the picker and the preview. */
export default function DigestPreviewPage() {
  const account = useAccount();
  if (account.isPending) return <PageSpinner />;
  if (account.isLoadingError)
    return <LoadError message={DIGEST_MESSAGES.previewFailed} onRetry={() => account.refetch()} />;
  if (!canPreviewDigest(toAccessSubject(account.data)))
    return <Result status="403" title="Digest preview" subTitle={DIGEST_MESSAGES.forbidden} />;
  return <DigestPreviewScreen />;
}

function DigestPreviewScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const userId = searchParams.get('userId');
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const members = useDigestMembers(keyword);
  const preview = useDigestPreview(userId);
  const options = (members.data?.users ?? []).map((m) => ({
    value: m.id,
    label: `${m.firstName} ${m.lastName} (${m.email})`,
  }));

  let body: React.ReactNode = (
    <Typography.Paragraph type="secondary">Pick a member to see their next digest.</Typography.Paragraph>
  );
  if (userId && preview.isLoadingError)
    body = <LoadError message={DIGEST_MESSAGES.previewFailed} onRetry={() => void preview.refetch()} />;
  else if (userId && !preview.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (preview.data) body = <DigestPreview preview={preview.data} />;

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Digest preview
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        The next digest e-mail of a member, as it would be sent now, with its plain-text part. Nothing is sent
        from this page.
      </Typography.Paragraph>
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        aria-label="Member"
        placeholder="Search members by name or e-mail"
        value={userId ?? undefined}
        options={options}
        notFoundContent={members.isFetching ? <Spin size="small" /> : 'No members found'}
        onChange={(value: string) =>
          setSearchParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('userId', value);
            return next;
          })
        }
        style={{ width: '100%', maxWidth: 480, marginBottom: 24 }}
      />
      {body}
    </>
  );
}
