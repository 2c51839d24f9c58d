/**
 * What the search screens render (spec 002 §2 "Global search"): one hit of any section with its link and
 * highlighted snippet, and the tag chips. The server's answers are mapped to these in `queries.ts`, so the
 * components do not depend on each section's payload.
 */
import type { TSearchSection } from '@portal/contracts';

/** One result of any section. */
export interface SearchHit {
  /** Unique within a list: section and id. */
  key: string;
  section: TSearchSection;
  id: string;
  title: string;
  /** The title with the matched words in `<mark>` (server HTML, sanitised again by SafeHtml). */
  titleHtml: string;
  /** The snippet with the matched words in `<mark>` (server HTML, sanitised again by SafeHtml); may be empty. */
  snippetHtml: string;
  /** Where the result opens; null when it cannot be opened (a community the member may not enter). */
  href: string | null;
  /** A short secondary line: a date, a community's name. */
  meta: string | null;
}

/** A tag chip of the 'Tags matching' panel or the header box. */
export interface SearchTagChip {
  id: string;
  label: string;
}

const enc = encodeURIComponent;

/** Links of each section's results (spec 002 §2 routes; spec 001 §2 community links use alias). */
export const searchLinks = {
  news: (id: string) => `/news/details/${enc(id)}`,
  resources: (id: string) => `/resources/details/${enc(id)}`,
  events: (id: string) => `/events/${enc(id)}`,
  post: (communityBasePath: string, alias: string, postId: string) =>
    `${communityBasePath}/${enc(alias)}/posts/${enc(postId)}`,
  community: (communityBasePath: string, alias: string) => `${communityBasePath}/${enc(alias)}`,
  /** The community's Meetings tab (its path segment keeps the spec's spelling, 001 §2). */
  meeting: (communityBasePath: string, alias: string, meetingId: string) =>
    `${communityBasePath}/${enc(alias)}/mettings/${enc(meetingId)}`,
};
