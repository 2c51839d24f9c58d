/**
 * The communities area (spec 001 §2): the communities layout (sidebar) around the pages of the communities,
 * posts, meetings and FAQ features and the community detail page that composes several of them, all behind
 * the 'communities' module guard.
 */
import type { RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { page } from '../../shared/route-helpers';
import { feature } from '../../shell/guards/feature-route';
import { communityRoutes } from '../../features/communities/routes';
import { postRoutes } from '../../features/posts/routes';
import { meetingRoutes } from '../../features/meetings/routes';
import { faqRoutes } from '../../features/faq/routes';

/** The routes of the communities area of a tenant, mounted in the main layout. */
export function communitiesAreaRoutes(profile: TenantProfile): RouteObject[] {
  const communityBase = profile.communityBasePath.slice(1);
  return [
    {
      ...feature('communities'),
      children: [
        {
          ...page(() => import('../../features/communities/components/CommunitiesLayout')),
          children: [
            ...postRoutes(profile, { post: () => import('../pages/PostRoutePage') }),
            ...communityRoutes(profile),
            ...faqRoutes(profile),
            ...meetingRoutes(),
            {
              path: `${communityBase}/:alias/:tab?/:itemId?`,
              ...page(() => import('../pages/CommunityRoutePage')),
            },
          ],
        },
      ],
    },
  ];
}
