/**
 * The web texts that name a community or the events area, in i18next form (spec 000 §1, 001 §1, 002 §1:
 * 'community' becomes 'workspace', 'committee' or 'hub' and the events area is renamed per tenant). Each
 * text names the thing only through the tenant variables `{{community}}`, `{{communities}}`,
 * `{{Community}}`, `{{Communities}}` and `{{eventsArea}}`; at ota they read exactly as the spec words them
 * (001 §10 messages such as 'Error fetching community. Try again.'). Merged into the i18n resources under
 * `words`, so components read them with `t('words.<key>')`; `worded-texts.test.ts` walks them for every
 * tenant and `no-literal-community.test.ts` keeps literal words out of the components.
 */
export const WORDED_TEXTS = {
  // Loading and access (001 §2, §10).
  notFound: '{{Community}} not found',
  notFoundDot: '{{Community}} not found.',
  isPrivate: '{{Community}} is private',
  /** The 403 page of a community or post page (spec 001 §8 'This community is private.'). */
  thisIsPrivate: 'This {{community}} is private.',
  onlyMembers: 'Oops! Only members of this {{community}} can view it!',
  failedToLoad: 'Failed to load {{communities}}',
  noneFound: 'No {{communities}} found',
  fetchFailed: 'Error fetching {{community}}. Try again.',
  leaveFailed: 'Error leaving {{community}}. Try again.',
  createFailed: 'Error creating {{community}}. Try again.',
  // Joining (001 §5).
  joinButton: 'Join {{Community}}',
  joinConfirm: 'Join {{community}}',
  // Posts, reports and favourites.
  reportHint: 'Tell us why. Moderators of the {{community}} will review it.',
  noPostsYet: 'No {{community}} posts yet',
  bookmarkedPosts: '{{total}} bookmarked {{community}} posts',
  favouritePostsTab: '{{Community}} posts',
  favouriteCommunitiesTab: '{{Communities}}',
  // Meetings (001 §4 Meetings).
  meetingFilter: '{{Community}}',
  allCommunities: 'All {{communities}}',
  visibilityCommunity: '{{Community}}',
  // Download my data (issue 39): what the ZIP holds.
  dataExportContents:
    'A ZIP file with everything the association holds about you: your profile and settings, memberships and ' +
    'invoices (with their PDFs), event tickets, CPD records and evidence, {{communities}}, posts and comments, ' +
    'notifications, interests, enquiries and the e-mails sent to you.',
  // Staff insights (issue 39): the activity chart's title.
  activityChart: '{{Community}} activity',
  // Community administration (001 §2).
  adminArea: '{{Community}} administration',
  adminMenu: '{{Community}} admin menu',
  backToList: 'Back to {{communities}}',
  openCommunity: 'Open {{community}}',
  privateCommunity: 'Private {{community}}',
  communityHome: '{{Community}} home',
  communityGroup: '{{Community}} group',
  communityInfo: '{{Community}} info',
  removeFrom: 'Remove {{name}} from the {{community}}?',
  returnTo: 'Return {{name}} to the {{community}}?',
  returnToLabel: 'Return {{name}} to {{community}}',
  returnButton: 'Return to {{community}}',
  postsColumn: '{{Community}}',
  categoryCountColumn: '{{Communities}}',
  moveCommunitiesTo: 'Move its {{communities}} to',
  managerHasRoles: '{{name}} already has {{community}} roles',
  managerLosesRoles: 'As a manager of all {{communities}} they lose these roles:',
  // The events area (002 §1, §2).
  searchEvents: 'Search {{eventsArea}}',
  /** Search tab labels by section (002 §2); other sections keep the contracts' label. */
  searchTab: { events: '{{eventsArea}}', communities: '{{Communities}}' },
  /** Search empty texts by section (002 §2); other sections keep the contracts' text. */
  searchEmpty: { communities: 'No {{communities}} found.' },
  // The digest e-mail (issue 38).
  digestDescription:
    'One e-mail instead of many: new posts and replies in your {{communities}}, what is coming up in {{eventsArea}}, news, resources and your CPD progress.',
} as const;
