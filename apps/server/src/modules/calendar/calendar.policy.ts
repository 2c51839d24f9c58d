/**
 * What a member's calendar feed may hold (issue 38 point 1): each section only when its module is on for the
 * tenant and permitted for the member (spec 000 §6 access rules, `canAccessModule`): tickets with events,
 * meetings with communities, course enrolments and the CPD period with CPD. The `.ics` of one event or meeting
 * reuses the rules of its detail call (events and meetings services).
 */
import { canAccessModule, type TenantProfile } from '@portal/contracts';
import type { Actor } from '../../plugins/actor';

/** The feed's sections the member may see. */
export interface FeedSections {
  events: boolean;
  meetings: boolean;
  cpd: boolean;
}

/** The sections of `actor`'s feed on `tenant`. */
export function feedSections(tenant: TenantProfile, actor: Actor): FeedSections {
  return {
    events: canAccessModule(tenant, 'events', actor),
    meetings: canAccessModule(tenant, 'communities', actor),
    cpd: canAccessModule(tenant, 'cpd', actor),
  };
}
