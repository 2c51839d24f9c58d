/**
 * Global community administration — spec 001 §2 "Global community administration", §5 (Category, Tag,
 * Manager search, Terms), §7 "Categories" and "Global admin", §8 messages, §9 page sizes; spec 000 §5 global
 * terms. Categories (`api/v1/admin/community/category`), post tags (`api/v1/admin/community/post/tag`),
 * managers (`api/v1/admin/account/admin`) and the global terms (`api/v1/admin/community/global-tc`).
 * The permission rules are in `users/access.ts` (`canManageCategories`, `canManageTags`, …).
 */
import { z } from 'zod';
import { zRequiredText } from '../shared/input';
import { UserRole, ZUserRole } from '../users/users';
import { pageQuery } from '../communities/communities';

/** Messages of spec 001 §5 and §8 for the global tabs (exact wording), and our own server answers. */
export const GLOBAL_ADMIN_MESSAGES = {
  categoryNameRequired: 'Please enter name',
  categorySaveFailed: 'Error creating/editing category. Try again.',
  categoryDeleteFailed: 'Error deleting category. Try again.',
  saved: 'Successfully saved',
  tagNameRequired: 'Please enter a tag name',
  tagSaveFailed: 'Error creating/edit tag. Try again.',
  tagDeleteFailed: 'Error deleting tag. Try again.',
  termsEmpty: 'Content cannot be empty.',
  termsSaved: 'Agreement saved successfully.',
  termsSaveFailed: 'Failed to save agreement.',
  termsLoadFailed: 'Failed to load agreement',
  searchMin: 'Please enter at least 3 letters',
  // Server answers of our own (the spec does not word them).
  forbidden: 'You do not have permission to do this',
  categoryNotFound: 'Category not found',
  parentNotFound: 'The parent category does not exist',
  parentNotTopLevel: 'A subcategory cannot have subcategories',
  parentHasChildren: 'A category with subcategories cannot become a subcategory',
  categoryInUse: (count: number) =>
    `This category is used by ${count} ${count === 1 ? 'community' : 'communities'}. Move them to another category first.`,
  moveTargetInvalid: 'Choose another category to move the communities to',
  tagNotFound: 'Tag not found',
  tagExists: 'A tag with this name already exists',
  userNotFound: 'No user with this e-mail address',
  ownRole: 'You cannot change your own role',
  roleForbidden: 'You cannot give or take this role',
} as const;

/** Limits of the global tabs: name lengths in characters; admin tables 10 per page (spec 001 §9). */
export const GLOBAL_ADMIN_LIMITS = {
  categoryNameMax: 100,
  categoryDescriptionMax: 500,
  tagNameMax: 50,
  termsMax: 100_000,
  tablePageSize: 10,
} as const;

/** The category colours offered (default grey, spec 001 §5 Category). */
export const CATEGORY_COLORS = ['grey', 'blue', 'green', 'gold', 'orange', 'red', 'purple', 'cyan'] as const;

/**
 * `GET api/v1/admin/community/category?page&pageSize&onlyParents`: a page of top-level categories (each with
 * its subCategories, empty when `onlyParents`) and the number of top-level categories.
 */
export const ZAdminCategoriesQuery = pageQuery(10).extend({
  onlyParents: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type TAdminCategoriesQuery = z.infer<typeof ZAdminCategoriesQuery>;

/** `POST api/v1/admin/community/category` and `PUT …/{id}` body (spec 001 §5 Category). */
export const ZCategoryBody = z
  .object({
    name: zRequiredText(GLOBAL_ADMIN_MESSAGES.categoryNameRequired).max(GLOBAL_ADMIN_LIMITS.categoryNameMax),
    description: z
      .string()
      .trim()
      .max(GLOBAL_ADMIN_LIMITS.categoryDescriptionMax)
      .nullish()
      .transform((v) => (v ? v : null)),
    color: z
      .enum(CATEGORY_COLORS)
      .nullish()
      .transform((v) => v ?? 'grey'),
    /** Null or absent: a top-level category; otherwise the id of a top-level category. */
    parentCategoryId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
/** The parsed body (server side). */
export type TCategoryBody = z.infer<typeof ZCategoryBody>;
/** The body as a client sends it. */
export type TCategoryInput = z.input<typeof ZCategoryBody>;

/** Path `{id}` of a category. */
export const ZCategoryIdParams = z.object({ id: z.uuid() });

/**
 * `DELETE api/v1/admin/community/category/{id}?moveToCategoryId`: a category in use (its communities, or
 * those of its subcategories) is deleted only when they are moved to another category first.
 */
export const ZDeleteCategoryQuery = z.object({ moveToCategoryId: z.uuid().optional() });
/** Answer of a category delete: its id and how many communities were moved. */
export const ZDeleteCategoryResponse = z.object({ id: z.string(), movedCommunities: z.number().int() });

/** `POST api/v1/admin/community/post/tag` and `PUT …/{id}` body (spec 001 §5 Tag). */
export const ZTagBody = z
  .object({ name: zRequiredText(GLOBAL_ADMIN_MESSAGES.tagNameRequired).max(GLOBAL_ADMIN_LIMITS.tagNameMax) })
  .strict();
export type TTagBody = z.infer<typeof ZTagBody>;
/** Path `{id}` of a post tag. */
export const ZTagIdParams = z.object({ id: z.uuid() });
/** A post tag as saved: id, name, countOfPosts (spec 001 §3 Post tag). */
export const ZAdminTag = z.object({ id: z.string(), name: z.string(), countOfPosts: z.number().int() });
export type TAdminTag = z.infer<typeof ZAdminTag>;
/** `DELETE` answers of the global tabs: the removed id. */
export const ZDeletedResponse = z.object({ id: z.string() });

/** Roles a manager row can hold (spec 001 §3 Global user role, without Standard). */
export const ZManagerRole = z.union([
  z.literal(UserRole.Admin),
  z.literal(UserRole.WorkSpaceOwner),
  z.literal(UserRole.Manager),
]);

/**
 * `GET api/v1/admin/account/admin?page&pageSize&role`: accounts of one global role (default 3 Manager, spec
 * 001 §9 "Default admin role filter"), by e-mail.
 */
export const ZManagersQuery = pageQuery(10).extend({
  role: z.coerce.number().pipe(ZManagerRole).default(UserRole.Manager),
});
/** A manager row (spec 001 §3 Manager: id, email; plus the name and role). */
export const ZManager = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZUserRole,
});
export type TManager = z.infer<typeof ZManager>;
/** A page of managers and the total. */
export const ZManagersResponse = z.object({ admins: z.array(ZManager), totalItemCount: z.number().int() });
export type TManagersResponse = z.infer<typeof ZManagersResponse>;

/**
 * `POST api/v1/admin/account/admin` body: an existing user's e-mail and the role to give (spec 001 §7;
 * default Manager). Becoming a manager of all communities resets the user's community roles to Member (§5
 * "Other").
 */
export const ZAddManagerBody = z
  .object({
    userEmail: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address')),
    role: ZManagerRole.default(UserRole.Manager),
  })
  .strict();
export type TAddManagerBody = z.infer<typeof ZAddManagerBody>;
/** `DELETE api/v1/admin/account/admin?userEmail`: the account returns to Standard. */
export const ZRemoveManagerQuery = z.object({
  userEmail: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address')),
});

/**
 * `GET api/v1/admin/community/members_and_blocked?userId&page&pageSize` (spec 001 §7 Communities): the
 * user's community relations, shown with a warning before they become a manager (§5 "Other").
 */
export const ZUserRelationsQuery = pageQuery(100).extend({ userId: z.uuid() });
/** One user-community relation (spec 001 §3): community, role, isBlocked. */
export const ZUserRelation = z.object({
  community: z.object({ id: z.string(), name: z.string(), alias: z.string() }),
  role: z.string(),
  isBlocked: z.boolean(),
});
export const ZUserRelationsResponse = z.object({
  relations: z.array(ZUserRelation),
  totalItemCount: z.number().int(),
});
export type TUserRelationsResponse = z.infer<typeof ZUserRelationsResponse>;

/** `GET api/v1/admin/community/global-tc` answer: the global terms HTML ('' when never saved). */
export const ZGlobalTerms = z.object({
  content: z.string(),
  updatedAt: z.string().nullable(),
  updatedByUserId: z.string().nullable(),
});
export type TGlobalTerms = z.infer<typeof ZGlobalTerms>;

/** True when rich text holds no visible text (tags and whitespace only). */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length === 0
  );
}

/** `PUT api/v1/admin/community/global-tc` body (our save path; spec 001 §7 "Save call path is not shown"). */
export const ZGlobalTermsBody = z
  .object({
    content: z
      .string({ error: GLOBAL_ADMIN_MESSAGES.termsEmpty })
      .max(GLOBAL_ADMIN_LIMITS.termsMax)
      .refine((v) => !isBlankHtml(v), GLOBAL_ADMIN_MESSAGES.termsEmpty),
  })
  .strict();
export type TGlobalTermsBody = z.infer<typeof ZGlobalTermsBody>;
