/**
 * `/admin/sent-mail` (issue 10 §2): the tenant's sent mail for a global Admin — sign-in codes, reset links and
 * notices — with a recipient search (500 ms debounce), pagination and the open message (`?message=id`) kept
 * in the URL. The message opens in a drawer; its HTML is shown sandboxed (SentMailMessage). Other admin
 * roles get a plain refusal (the server refuses them too).
 */
import { Drawer, Result, Typography } from 'antd';
import { drawerSize } from '../../../shared/drawer-size';
import { useSearchParams } from 'react-router';
import { SENT_MAIL_LIMITS, SENT_MAIL_MESSAGES, canReadSentMail } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useUrlKeyword } from '../../../shared/use-url-keyword';
import { SearchBox } from '../../../shared/components/SearchBox';
import { toAccessSubject, useAccount } from '../../../session/session-queries';
import { SentMailMessage } from '../components/SentMailMessage';
import { SentMailTable } from '../components/SentMailTable';
import { FailedDeliveriesAlert } from '../components/FailedDeliveriesAlert';
import { useSentMail, useSentMailMessage } from '../queries';
import {
  parseSearchParams,
  ZListSearchParams,
  zPositiveParam,
  zTextParam,
} from '../../../shared/search-params';

const SEARCH_DEBOUNCE_MS = 500;

/** Lists the tenant's sent mail for global Admins. */
export default function SentMailPage() {
  const account = useAccount();
  if (account.isPending) return <PageSpinner />;
  if (account.isLoadingError)
    return <LoadError message={SENT_MAIL_MESSAGES.loadFailed} onRetry={() => account.refetch()} />;
  if (!canReadSentMail(toAccessSubject(account.data)))
    return <Result status="403" title="Sent mail" subTitle={SENT_MAIL_MESSAGES.forbidden} />;
  return <SentMailList />;
}

/** The list state in the URL: recipient filter, page and page size. */
const ZSentMailSearchParams = ZListSearchParams.extend({
  to: zTextParam,
  pageSize: zPositiveParam(SENT_MAIL_LIMITS.pageSizeDefault),
});

function SentMailList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const listState = parseSearchParams(ZSentMailSearchParams, searchParams);
  const { to, page } = listState;
  const pageSize = Math.min(SENT_MAIL_LIMITS.pageSizeMax, listState.pageSize);
  const openId = searchParams.get('message');
  const [draft, setDraft] = useUrlKeyword(to, 'to', SEARCH_DEBOUNCE_MS);
  const list = useSentMail({ to, page, pageSize });
  const message = useSentMailMessage(openId);

  const update = (change: (next: URLSearchParams) => void) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      change(next);
      return next;
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Sent mail
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Every message the portal has sent for this organisation, newest first: sign-in codes, password reset
        links and notices. Only administrators can see this page.
      </Typography.Paragraph>
      <FailedDeliveriesAlert enabled linkToSentMail={false} />
      <SearchBox
        label="Search by recipient"
        placeholder="Search by recipient e-mail"
        value={draft}
        maxLength={SENT_MAIL_LIMITS.toMax}
        onChange={setDraft}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {list.isLoadingError ? (
        <LoadError message={SENT_MAIL_MESSAGES.loadFailed} onRetry={() => list.refetch()} />
      ) : (
        <SentMailTable
          items={list.data?.items ?? []}
          total={list.data?.totalItemCount ?? 0}
          page={page}
          pageSize={pageSize}
          isLoading={list.isFetching}
          emptyText={to ? `No mail to an address containing "${to}".` : 'No mail has been sent yet.'}
          onPageChange={(nextPage, nextPageSize) =>
            update((next) => {
              next.set('page', String(nextPage));
              next.set('pageSize', String(nextPageSize));
            })
          }
          onOpen={(id) => update((next) => next.set('message', id))}
        />
      )}
      <Drawer
        title={message.data?.subject ?? 'Message'}
        open={!!openId}
        size={drawerSize(720)}
        onClose={() => update((next) => next.delete('message'))}
        destroyOnHidden
      >
        <SentMailMessage
          message={message.data}
          isLoading={message.isPending}
          isError={message.isLoadingError}
          onRetry={() => message.refetch()}
        />
      </Drawer>
    </>
  );
}
