/**
 * Community categories — spec 001 §3 Community category (parents with subcategories) and §7 "Categories"
 * (`GET api/v1/community/category`).
 */
import { z } from 'zod';
import { pageQuery } from './communities';

/**
 * Community category with subcategories (spec 001 §3). Recursive, so it carries a component id: the OpenAPI
 * document (`/api/docs/json`) emits it once as `#/components/schemas/CommunityCategory` and refers to it
 * (issue 18: an inline recursive schema left a dangling `$ref`).
 */
export const ZCommunityCategory = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    color: z.string(),
    parentCategoryId: z.string().nullable(),
    communityCount: z.number().int(),
    createdAt: z.string(),
    createdByUserId: z.string().nullable(),
    subCategoriesCount: z.number().int(),
    get subCategories() {
      return z.array(ZCommunityCategory);
    },
  })
  .meta({ id: 'CommunityCategory' });
/** A category with its subcategories (recursive, so written out rather than inferred). */
export type TCommunityCategory = {
  id: string;
  name: string;
  description: string | null;
  color: string;
  parentCategoryId: string | null;
  communityCount: number;
  createdAt: string;
  createdByUserId: string | null;
  subCategoriesCount: number;
  subCategories: TCommunityCategory[];
};
/** `GET api/v1/community/category?page&pageSize` query and answer (parents, each with subCategories). */
export const ZCategoriesQuery = pageQuery(100);
/** `GET api/v1/community/category` answer: a page of categories with the total. */
export const ZCategoriesResponse = z.object({
  communityCategories: z.array(ZCommunityCategory),
  totalItemCount: z.number().int(),
});
