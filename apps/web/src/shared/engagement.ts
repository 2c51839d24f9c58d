/**
 * Engagement tracking (spec 000 §7 "Engagement and announcements"): `POST api/engagement/track`
 * `{ type, entityId?, name?, url? }`. Failures are only logged (spec 000 §8).
 */
import type { TEngagementTrackBody } from '@portal/contracts';
import { generalApi } from '../api/general-client';

/** Sends one engagement event; never throws. */
export async function trackEngagement(event: TEngagementTrackBody): Promise<void> {
  try {
    await generalApi.post<void>('api/engagement/track', event);
  } catch (error) {
    console.error('Engagement tracking failed', error);
  }
}
