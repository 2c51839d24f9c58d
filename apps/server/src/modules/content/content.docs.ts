/**
 * Answer shapes of the content routes for the OpenAPI document (issue 40): what the handlers send, described
 * for generated clients. Loose objects, so that serialising through them never drops a field.
 */
import { z } from 'zod';

/** A Directus read answer (spec 002 §7): `data` (an item or a list of items) and, when asked for, `meta`. */
export const ZDirectusAnswer = z.looseObject({
  data: z.unknown(),
  meta: z
    .looseObject({ total_count: z.number().int().optional(), filter_count: z.number().int().optional() })
    .optional(),
});

/** `POST /api/content/manage/files`: the stored file as a Directus file object. */
export const ZContentFileAnswer = z.looseObject({
  id: z.string(),
  type: z.string().nullable(),
  title: z.string().nullable(),
  filename_download: z.string(),
  filesize: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploaded_on: z.string(),
});

/** `POST /api/content/manage/taxonomy/{kind}`: the new category, subcategory or tag. */
export const ZTaxonomyCreated = z.looseObject({ id: z.number().int() });
