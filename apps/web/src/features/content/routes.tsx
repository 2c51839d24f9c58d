/** Routes of news, resources and members-only pages (spec 002 §2) and content administration (000 §2). */
import type { RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';
import { feature } from '../../shell/guards/feature-route';
import { adminArea } from '../../shell/guards/admin-area-route';

/** The news, resources and pages routes, mounted in the main layout. */
export function contentRoutes(): RouteObject[] {
  return [
    {
      path: 'news',
      ...feature('news'),
      children: [
        { index: true, ...page(() => import('./pages/NewsListPage')) },
        { path: 'details/:id', ...page(() => import('./pages/NewsDetailPage')) },
        { path: ':categoryId', ...page(() => import('./pages/NewsListPage')) },
      ],
    },
    {
      path: 'resources',
      ...feature('resources'),
      children: [
        { index: true, ...page(() => import('./pages/ResourcesListPage')) },
        { path: 'details/:id', ...page(() => import('./pages/ResourceDetailPage')) },
        { path: ':categoryId', ...page(() => import('./pages/ResourcesListPage')) },
      ],
    },
    {
      path: 'pages',
      ...page(() => import('./pages/MemberPagesLayout')),
      children: [
        { index: true, element: null },
        { path: ':id', ...page(() => import('./pages/MemberPageFrame')) },
      ],
    },
  ];
}

/** The content administration routes, mounted under /admin. */
export function adminContentRoutes(): RouteObject[] {
  return [
    {
      path: 'resources',
      // Content editors without admin access reach it too (canEditContent: admins and the contentEditor flag).
      ...adminArea('resources', [
        { index: true, ...page(() => import('./admin/AdminContentListPage')) },
        { path: ':collection/new', ...page(() => import('./admin/AdminContentEditPage')) },
        { path: ':collection/:id', ...page(() => import('./admin/AdminContentEditPage')) },
      ]),
    },
  ];
}
