/**
 * Field groups that several answer schemas spread into their `z.object({ … })`, at the place the fields
 * stood, so every schema keeps its keys in the same order and the same JSON schema.
 */
import { z } from 'zod';

/**
 * An item that belongs to one community: `communityId` and `community` (id, alias for links, name,
 * imageUrl or null). Spread as `...communityLinkFields()`; each call builds new schemas.
 */
export const communityLinkFields = () => ({
  communityId: z.string(),
  community: z.object({
    id: z.string(),
    alias: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
  }),
});
