/**
 * The user search behind the community admin's user pickers (spec 001 §5 Add members, Blacklist): the typed
 * text, searched from 3 letters after a 500 ms debounce ('Please enter at least 3 letters'), a spinner while
 * the answer is awaited, 'Not found users' when it is empty.
 */
import { useState } from 'react';
import { Spin } from 'antd';
import { COMMUNITY_ADMIN_MESSAGES, type TUserSearchResult } from '@portal/contracts';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { ADMIN_SEARCH_DEBOUNCE_MS, useUserSearch } from '../queries';

/** What a picker of {@link useUserPicker} shows. */
export interface UserPicker {
  /** The text typed in the picker (its `searchValue`). */
  search: string;
  setSearch: (text: string) => void;
  /** The Form.Item help: the 3-letter rule once something shorter is typed. */
  help: string | undefined;
  /** The users found for the settled search; none while it is too short or awaited. */
  users: TUserSearchResult[];
  /**
   * The props every picker's multi-select shares (spread them first): chosen options kept as
   * `{ value, label }`, the search sent to the server (no client filter), the typed text, and as empty
   * content the 3-letter rule, a spinner, or 'Not found users'.
   */
  selectProps: {
    mode: 'multiple';
    labelInValue: true;
    showSearch: true;
    filterOption: false;
    virtual: false;
    searchValue: string;
    placeholder: string;
    notFoundContent: React.ReactNode;
  };
}

/** Searches the users of `communityId`'s tenant (`POST api/v1/account/search` with the community). */
export function useUserPicker(communityId: string): UserPicker {
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const results = useUserSearch(communityId, keyword);
  const isTooShort = search.trim().length < 3;
  const isWaiting = !isTooShort && (keyword !== search.trim() || results.isFetching);
  const notFoundContent = isTooShort ? (
    COMMUNITY_ADMIN_MESSAGES.searchMin
  ) : isWaiting ? (
    <Spin size="small" />
  ) : (
    COMMUNITY_ADMIN_MESSAGES.notFoundUsers
  );
  return {
    search,
    setSearch,
    help: isTooShort && search.length > 0 ? COMMUNITY_ADMIN_MESSAGES.searchMin : undefined,
    users: isTooShort || isWaiting ? [] : (results.data?.users ?? []),
    selectProps: {
      mode: 'multiple',
      labelInValue: true,
      showSearch: true,
      filterOption: false,
      virtual: false,
      searchValue: search,
      placeholder: 'Search by name',
      notFoundContent,
    },
  };
}
