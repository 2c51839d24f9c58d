/**
 * The tenant's words in every i18n text (spec 000 §1, 001 §1, 002 §1): no text names a community or the
 * events area literally, and each text that names one reads with the tenant's own word at ota, psa, lca and
 * actls.
 */
import { describe, expect, it } from 'vitest';
import { TENANT_PROFILES } from '@portal/contracts';
import { EN_TEXTS, createI18n } from './i18n';

/** Every leaf of the resources as [dotted key, text]. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const TEXTS = leaves(EN_TEXTS);
const withoutVariables = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');
const COMMUNITY_WORD = /\bcommunit(y|ies)\b/i;
const EVENTS_AREA_NAMES = /CPD & Events|Development and Networking/;

describe('i18n texts', () => {
  it('name a community only through the tenant variables', () => {
    expect(TEXTS.filter(([, text]) => COMMUNITY_WORD.test(withoutVariables(text)))).toEqual([]);
  });

  it('name the events area only through {{eventsArea}}', () => {
    expect(TEXTS.filter(([, text]) => EVENTS_AREA_NAMES.test(withoutVariables(text)))).toEqual([]);
  });

  describe.each(Object.values(TENANT_PROFILES))('at $id', (profile) => {
    const i18n = createI18n(profile);
    const read = (key: string) => i18n.t(key, { name: 'Ann Lee', total: 3 });
    const { community, communities, eventsArea } = profile.wording;

    it.each(TEXTS.filter(([, text]) => /\{\{[cC]ommunit(y|ies)\}\}/.test(text)))(
      '%s reads with the tenant word',
      (key, text) => {
        const word = /\{\{[cC]ommunities\}\}/.test(text) ? communities : community;
        expect(read(key).toLowerCase()).toContain(word);
        if (community !== 'community') expect(read(key)).not.toMatch(COMMUNITY_WORD);
        expect(read(key)).not.toContain('{{');
      },
    );

    it.each(TEXTS.filter(([, text]) => text.includes('{{eventsArea}}')))(
      '%s reads with the events area',
      (key) => {
        expect(read(key)).toContain(eventsArea);
      },
    );
  });

  it('read exactly as the spec words them at ota (001 §10)', () => {
    const i18n = createI18n(TENANT_PROFILES.ota);
    expect(i18n.t('words.fetchFailed')).toBe('Error fetching community. Try again.');
    expect(i18n.t('words.joinButton')).toBe('Join Community');
    expect(i18n.t('words.notFoundDot')).toBe('Community not found.');
    expect(i18n.t('words.searchEvents')).toBe('Search CPD & Events');
  });

  it('read in the tenant words at psa and actls', () => {
    expect(createI18n(TENANT_PROFILES.psa).t('words.backToList')).toBe('Back to workspaces');
    expect(createI18n(TENANT_PROFILES.psa).t('words.privateCommunity')).toBe('Private workspace');
    expect(createI18n(TENANT_PROFILES.actls).t('words.searchTab.events')).toBe('Development and Networking');
    expect(createI18n(TENANT_PROFILES.lca).t('words.categoryCountColumn')).toBe('Committees');
  });
});
