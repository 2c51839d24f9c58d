/**
 * Result rows → the contract's items (issue 16): headlines become HTML-escaped text with `<mark>` around the
 * matched words and nothing else (the control-character markers of `ts_headline` are the only way a `<mark>`
 * gets in; every other character is escaped), dates become ISO strings, section fields are picked by name.
 */
import type { TSearchItem } from '@portal/contracts';
import { escapeHtml } from '../../lib/html-escape';
import { fileUrl } from '../../plugins/uploads';
import { MARK_START, MARK_STOP, type ResultRow } from './search.repository';

/** The markers of `ts_headline` as a split pattern that keeps them ({@link highlight}). */
const MARKERS = new RegExp(`([${MARK_START}${MARK_STOP}])`, 'u');

/**
 * `text` HTML-escaped with its marked ranges wrapped in `<mark>` (balanced; whitespace collapsed). Split at the
 * markers rather than read a character at a time (issue 37, 6 Dec, stop 59: the header box presents 11 titles
 * per keystroke); the same text (search.presenter.test.ts compares it with the character loop it replaced).
 */
export function highlight(text: string | null | undefined): string {
  if (!text) return '';
  let out = '';
  let open = false;
  for (const part of text.split(MARKERS)) {
    if (part === MARK_START || part === MARK_STOP) {
      if (part === MARK_START && !open) out += '<mark>';
      if (part === MARK_STOP && open) out += '</mark>';
      open = part === MARK_START;
    } else if (part) out += escapeHtml(part.replace(/\s+/gu, ' '));
  }
  return (open ? `${out}</mark>` : out).trim();
}

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();
const str = (value: unknown) => (typeof value === 'string' ? value : null);
const community = (extra: Record<string, unknown>) => {
  const c = (extra.community ?? {}) as Record<string, unknown>;
  return { id: String(c.id), alias: String(c.alias), name: String(c.name) };
};

/** One result item of the contract; `isCommunityAdmin` opens every community (002 §2 clickable rule). */
export function presentItem(row: ResultRow, isCommunityAdmin: boolean): TSearchItem {
  const common = {
    id: row.id,
    title: row.title,
    titleHtml: highlight(row.title_hl),
    snippetHtml: highlight(row.snippet_hl),
    rank: Number(row.rank),
  };
  const extra = row.extra ?? {};
  switch (row.section) {
    case 'news':
    case 'resources':
      return { ...common, section: row.section, date: iso(row.date), imageId: str(extra.imageId) };
    case 'events':
      return {
        ...common,
        section: 'events',
        date: iso(row.date),
        isCpd: extra.isCpd === true,
        imageUrl: str(extra.imageUrl),
      };
    case 'posts':
      return { ...common, section: 'posts', date: iso(row.date), community: community(extra) };
    case 'meetings':
      return { ...common, section: 'meetings', date: iso(row.date), community: community(extra) };
    case 'communities': {
      const isJoined = extra.isJoined === true;
      const isAutoJoin = extra.isAutoJoin === true;
      return {
        ...common,
        section: 'communities',
        alias: String(extra.alias),
        imageUrl: fileUrl(str(extra.imageUrl)),
        isJoined,
        isAutoJoin,
        canOpen: isJoined || isAutoJoin || isCommunityAdmin,
      };
    }
  }
}
