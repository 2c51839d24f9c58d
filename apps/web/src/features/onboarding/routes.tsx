/**
 * Routes of the onboarding area (spec 000 §2): the welcome wizard `/first-time-login/{step}` for signed-in
 * members, outside the main layout.
 */
import type { RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';

/** The welcome wizard routes; `/first-time-login` goes to the first step. */
export function onboardingRoutes(): RouteObject[] {
  return [{ path: 'first-time-login/*', ...page(() => import('./pages/WelcomeWizardPage')) }];
}
