/**
 * Pure rules of the community form (spec 001 §5 Community form, §4 Community): the alias derived from the
 * name, the privacy rules, the category tree where only leaves can be checked, and the multipart body of
 * `POST api/v1/admin/community`.
 */
import type { Dayjs } from 'dayjs';
import { COMMUNITY_LIMITS, type TCommunityCategory } from '@portal/contracts';
import { toIsoDay } from '../../shared/format';

/** The values the community form holds. */
export interface CommunityFormValues {
  name: string;
  shortDescription: string;
  image: { originFileObj?: File }[];
  alias: string;
  categoryIds: string[];
  privacy: 'public' | 'private';
  isVisible: boolean;
  isAutoJoin: boolean;
  tagsId: string[];
  /** The segments the community is offered to (spec 001 §3), integer ids. */
  segmentIds?: number[];
  isRequirePostApproval: boolean;
  isRequireAgreement: boolean;
  pushToWebSite: boolean;
  aliveStartDate?: Dayjs | null;
  aliveEndDate?: Dayjs | null;
}

/** Defaults of a new community (spec 001 §5, §9): public, visible, no auto-join, approval, agreement, push. */
export const COMMUNITY_FORM_DEFAULTS: Partial<CommunityFormValues> = {
  privacy: 'public',
  isVisible: true,
  isAutoJoin: false,
  tagsId: [],
  segmentIds: [],
  categoryIds: [],
  image: [],
  isRequirePostApproval: false,
  isRequireAgreement: false,
  pushToWebSite: false,
};

/**
 * The alias derived from a name until the alias is edited by hand: lower case, runs of spaces and other
 * characters become one '-', only letters, digits, '-' and '_' stay; at most 150 characters.
 */
export function deriveAlias(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COMMUNITY_LIMITS.aliasMax);
}

/**
 * Applies the privacy rules of spec 001 §4 to a change: Public forces Visible on; Private forces auto-join
 * off; auto-join stays only when public and visible. Answers the fields to overwrite (empty when none).
 */
export function privacyCorrections(
  values: Pick<CommunityFormValues, 'privacy' | 'isVisible' | 'isAutoJoin'>,
): Partial<CommunityFormValues> {
  const fix: Partial<CommunityFormValues> = {};
  if (values.privacy === 'public' && !values.isVisible) fix.isVisible = true;
  const visible = fix.isVisible ?? values.isVisible;
  if (values.isAutoJoin && !(values.privacy === 'public' && visible)) fix.isAutoJoin = false;
  return fix;
}

/** A node of the category TreeSelect. */
export interface CategoryTreeNode {
  value: string;
  title: string;
  disableCheckbox?: boolean;
  selectable?: boolean;
  children?: CategoryTreeNode[];
}

/**
 * The category tree of the form: a category with subcategories cannot be checked itself, only its leaves
 * (spec 001 §5); a category without subcategories is a leaf.
 */
export function toCategoryTree(categories: readonly TCommunityCategory[]): CategoryTreeNode[] {
  return categories.map((category) => {
    const children = category.subCategories ?? [];
    if (children.length === 0) return { value: category.id, title: category.name };
    return {
      value: category.id,
      title: category.name,
      disableCheckbox: true,
      selectable: false,
      children: toCategoryTree(children),
    };
  });
}

/** The ids of the leaves of a category tree (the only ids the form may send). */
export function leafCategoryIds(categories: readonly TCommunityCategory[]): Set<string> {
  const leaves = new Set<string>();
  const walk = (list: readonly TCommunityCategory[]) => {
    for (const c of list) {
      if (c.subCategories?.length) walk(c.subCategories);
      else leaves.add(c.id);
    }
  };
  walk(categories);
  return leaves;
}

/**
 * The multipart body of `POST api/v1/admin/community` (spec 001 §7): `imageFile`, the lists as repeated
 * `categoryIds[]` / `tagsId[]` / `segmentIds[]` fields, flags as 'true' / 'false' after the privacy rules, dates as
 * YYYY-MM-DD when set.
 */
export function toCommunityFormData(values: CommunityFormValues, leaves?: Set<string>): FormData {
  const form = new FormData();
  const image = values.image[0]?.originFileObj;
  if (image) form.append('imageFile', image);
  form.append('name', values.name.trim());
  form.append('shortDescription', values.shortDescription.trim());
  form.append('alias', values.alias.trim());
  for (const id of values.categoryIds) if (!leaves || leaves.has(id)) form.append('categoryIds[]', id);
  for (const id of values.tagsId ?? []) form.append('tagsId[]', id);
  for (const id of values.segmentIds ?? []) form.append('segmentIds[]', String(id));
  const isPublic = values.privacy === 'public';
  const isVisible = isPublic || values.isVisible;
  form.append('isPublic', String(isPublic));
  form.append('isVisible', String(isVisible));
  form.append('isAutoJoin', String(isPublic && isVisible && values.isAutoJoin));
  form.append('isRequirePostApproval', String(values.isRequirePostApproval));
  form.append('isRequireAgreement', String(values.isRequireAgreement));
  form.append('pushToWebSite', String(values.pushToWebSite));
  if (values.aliveStartDate) form.append('aliveStartDate', toIsoDay(values.aliveStartDate));
  if (values.aliveEndDate) form.append('aliveEndDate', toIsoDay(values.aliveEndDate));
  return form;
}

/**
 * Turns the form's body into the edit body of `PUT api/v1/admin/community/{id}` (spec 001 §5): the alias is
 * sent only if changed, and an edit with no segments sends `isSetSegmentIdsEmpty=true` (otherwise the server
 * keeps the current ones). Changes `form` in place and returns it.
 */
export function toEditFormData(form: FormData, currentAlias: string): FormData {
  if (form.get('alias') === currentAlias) form.delete('alias');
  if (!form.has('segmentIds[]')) form.append('isSetSegmentIdsEmpty', 'true');
  return form;
}
