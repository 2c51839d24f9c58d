/**
 * Runs of permission flags that the global flags (spec 000 §6) and the community flags (spec 001 §6) both
 * carry, in the order both lists give them. Each list spreads them, so its own order stays as it was.
 */

/** Asset and post moderation flags: `assetsAll`, `postApprove`, `postEdit`, `postDelete`. */
export const CONTENT_PERMISSION_FLAGS = ['assetsAll', 'postApprove', 'postEdit', 'postDelete'] as const;

/** Comment flags: `commentCreate`, `commentEdit`, `commentDelete`. */
export const COMMENT_PERMISSION_FLAGS = ['commentCreate', 'commentEdit', 'commentDelete'] as const;

/** Flags to add a community's moderators, editors and members. */
export const COMMUNITY_ADD_FLAGS = [
  'communityAddModerator',
  'communityAddEditor',
  'communityAddMember',
] as const;
