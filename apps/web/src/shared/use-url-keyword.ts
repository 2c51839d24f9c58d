/**
 * The keyword search of a list whose state lives in the URL (spec 000 §5: searches debounced 500 ms): what is
 * typed stays in the box at once; `delayMs` after typing stops, the trimmed text replaces the URL parameter
 * (removed when empty) and the list goes back to its first page (`page` removed). The history entry is
 * replaced, so Back does not step through keystrokes.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Answers `[draft, setDraft]` for the search box. `urlKeyword` is the parameter's current (parsed) value,
 * `param` its name in the URL (`keyword`, `q`, `to`).
 */
export function useUrlKeyword(
  urlKeyword: string,
  param: string,
  delayMs: number,
): [string, (draft: string) => void] {
  const [, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState(urlKeyword);
  const keyword = useDebouncedValue(draft.trim(), delayMs);
  useEffect(() => {
    if (keyword === urlKeyword) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (keyword) next.set(param, keyword);
        else next.delete(param);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [keyword, urlKeyword, param, setSearchParams]);
  return [draft, setDraft];
}
