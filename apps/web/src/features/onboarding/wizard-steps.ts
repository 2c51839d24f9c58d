/**
 * Path ↔ step of the welcome wizard (spec 000 §2 Welcome wizard): step index 0 to 6 follows the path
 * `/first-time-login/{step}` and the path follows the step; next, previous and go-to are clamped at the ends.
 */
import { WELCOME_STEPS } from '@portal/contracts';

/** The last step index (6). */
export const LAST_STEP = WELCOME_STEPS.length - 1;

/** `index` clamped to 0…6. */
export function clampStep(index: number): number {
  return Math.min(LAST_STEP, Math.max(0, Number.isFinite(index) ? Math.trunc(index) : 0));
}

/** The step index of a sub-path such as 'org-details', or -1 when it names no step. */
export function stepIndexOf(subPath: string): number {
  const name = subPath.replace(/^\/+|\/+$/g, '');
  return WELCOME_STEPS.findIndex((step) => step.path === name);
}

/** The path of a step index (clamped). */
export function pathOfStep(index: number): string {
  return `/first-time-login/${WELCOME_STEPS[clampStep(index)]!.path}`;
}
