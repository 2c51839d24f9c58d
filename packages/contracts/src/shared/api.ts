/**
 * API conventions shared by server and web (../DESIGN.md "Errors").
 */
import { z } from 'zod';
import { ZHttpUrlOrPath } from './url';

/** Error answer of every API family: `message`, optional `error_description` and field errors. */
export const ZApiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  error_description: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Engagement event types tracked by `POST api/engagement/track` (spec 000 §3). */
export const ENGAGEMENT_TYPES = [
  'viewPage',
  'viewEvent',
  'viewNews',
  'downloadAsset',
  'viewCommunity',
  'joinCommunity',
  'loggedIn',
  'registerEvent',
  'purchaseProduct',
] as const;
export const ZEngagementTrackBody = z.object({
  type: z.enum(ENGAGEMENT_TYPES),
  entityId: z.string().max(200).nullish(),
  name: z.string().max(500).nullish(),
  url: ZHttpUrlOrPath.nullish(),
});
export type TEngagementTrackBody = z.infer<typeof ZEngagementTrackBody>;

export { TOKEN_STORAGE_KEY } from './session-keys';
