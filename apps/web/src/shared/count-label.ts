/** "1 member", "12 members": a count with its noun, singular for exactly one (English only, spec 000 §1). */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
