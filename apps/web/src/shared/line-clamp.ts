/**
 * Text clamped to a number of lines with an ellipsis, by CSS alone. antd's `Typography` `ellipsis={{ rows }}`
 * draws the same clamp but first measures: each such paragraph set its state three times in layout effects, so
 * a list of cards drew them all again synchronously inside React's commit when the page first appeared (issue 37
 * point 5, docs/benchmarks.md "Issue 37, 6 Dec, stop 60").
 */
import type { CSSProperties } from 'react';

/** The inline style that clamps a block to `rows` lines (CSS `line-clamp`, with its `-webkit-box` form). */
export const lineClamp = (rows: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: rows,
  overflow: 'hidden',
});
