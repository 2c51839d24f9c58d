/**
 * CPD progress of the dashboard (spec 002 §9): default minimum required hours 20 when not supplied;
 * progress = completed / required, capped at 100 percent.
 */

/** Default minimum required CPD hours. */
export const DEFAULT_REQUIRED_CPD_HOURS = 20;

/** Progress in whole percent (0–100). */
export function cpdPercent(completedHours: number, requiredHours: number | null | undefined): number {
  const required = requiredHours && requiredHours > 0 ? requiredHours : DEFAULT_REQUIRED_CPD_HOURS;
  return Math.min(100, Math.max(0, Math.round((completedHours / required) * 100)));
}
