/**
 * `/admin/users` (issue "Foundation", admin guard): users of the tenant with a keyword search (500 ms
 * debounce) and pagination kept in the URL; a global Admin can 'Sign in as' a user, which opens the
 * returned auto-login URL in a new tab, and 'Sign out everywhere' (after a confirmation) to end every session of
 * a user (issue 10 §7).
 */
import { Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { useSearchParams } from 'react-router';
import { canEndSessions, canImpersonate, canImpersonateUser } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { useUrlKeyword } from '../../../shared/use-url-keyword';
import { SearchBox } from '../../../shared/components/SearchBox';
import { toAccessSubject, useAccount } from '../../../session/session-queries';
import { UsersTable } from '../components/UsersTable';
import { useAdminUsers, useEndSessions, useImpersonateUser, type AdminUser } from '../queries';
import {
  parseSearchParams,
  ZListSearchParams,
  zPositiveParam,
  zTextParam,
} from '../../../shared/search-params';

const DEFAULT_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 500;

/** The list state in the URL: keyword, page and page size. */
const ZUsersSearchParams = ZListSearchParams.extend({
  keyword: zTextParam,
  pageSize: zPositiveParam(DEFAULT_PAGE_SIZE),
});

/** Lists users for administrators. */
export default function AdminUsersPage() {
  const { message } = useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const { keyword, page, pageSize } = parseSearchParams(ZUsersSearchParams, searchParams);
  const [draft, setDraft] = useUrlKeyword(keyword, 'keyword', SEARCH_DEBOUNCE_MS);
  const account = useAccount();
  const users = useAdminUsers({ keyword, page, pageSize });
  const impersonate = useImpersonateUser();
  const endSessions = useEndSessions();
  const subject = account.data ? toAccessSubject(account.data) : null;

  const handlePageChange = (nextPage: number, nextPageSize: number) => {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('page', String(nextPage));
      next.set('pageSize', String(nextPageSize));
      return next;
    });
  };

  const handleImpersonate = (user: AdminUser) => {
    impersonate.mutate(user.id, {
      onSuccess: ({ url }) => {
        window.open(url, '_blank');
      },
      onError: (error) => void message.error(errorMessage(error, 'Could not sign in as this user.')),
    });
  };

  const handleEndSessions = (user: AdminUser) => {
    endSessions.mutate(user.id, {
      onSuccess: () =>
        void message.success(`${user.firstName} ${user.lastName} is signed out on every device.`),
      onError: (error) => void message.error(errorMessage(error, 'Could not sign this user out.')),
    });
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Users
      </Typography.Title>
      <SearchBox
        label="Search users"
        placeholder="Search by name, email or member number"
        value={draft}
        onChange={setDraft}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {users.isLoadingError ? (
        <LoadError message="Failed to load users." onRetry={() => users.refetch()} />
      ) : (
        <UsersTable
          users={users.data?.users ?? []}
          total={users.data?.totalItemCount ?? 0}
          page={page}
          pageSize={pageSize}
          isLoading={users.isFetching}
          canImpersonate={subject ? canImpersonate(subject) : false}
          mayImpersonate={(user) =>
            !!account.data && !!subject && canImpersonateUser({ ...subject, id: account.data.id }, user)
          }
          canEndSessions={subject ? canEndSessions(subject) : false}
          impersonatingId={impersonate.isPending ? (impersonate.variables ?? null) : null}
          endingSessionsId={endSessions.isPending ? (endSessions.variables ?? null) : null}
          onPageChange={handlePageChange}
          onImpersonate={handleImpersonate}
          onEndSessions={handleEndSessions}
        />
      )}
    </>
  );
}
