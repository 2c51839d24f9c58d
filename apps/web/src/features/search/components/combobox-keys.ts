/**
 * The keyboard logic of the header search box (spec 000 §2 "Global search box"; WAI-ARIA APG "Combobox with
 * listbox popup"), kept pure so it is tested without a browser:
 * - ArrowDown / ArrowUp open the list and move the active option (wrapping), skipping options that cannot be
 *   chosen (community results the member may not open);
 * - Home / End go to the first / last option while the list is open;
 * - Enter chooses the active option, or with none active asks for the full results page;
 * - Escape closes an open list (and clears the active option), or collapses the box when already closed;
 * - Tab closes the list and lets focus move on.
 */

/** What the box is showing: the number of options, which can be chosen, the active one (-1 for none). */
export interface ComboboxState {
  isOpen: boolean;
  activeIndex: number;
}

/** The result of a key: the next state, what to do, and whether the key's default action is suppressed. */
export interface ComboboxKeyResult {
  state: ComboboxState;
  command: 'none' | 'choose' | 'submit' | 'collapse';
  preventDefault: boolean;
}

/** Index of the next choosable option from `from` in `step` direction (wrapping), -1 when none. */
export function nextChoosable(isChoosable: readonly boolean[], from: number, step: 1 | -1): number {
  const count = isChoosable.length;
  for (let moved = 1; moved <= count; moved += 1) {
    const index = (((from + step * moved) % count) + count) % count;
    if (isChoosable[index]) return index;
  }
  return -1;
}

/**
 * Applies a key (`KeyboardEvent.key`) to the box. `isChoosable[i]` says whether option i can be chosen; the
 * list has `isChoosable.length` options.
 */
export function comboboxKey(
  key: string,
  state: ComboboxState,
  isChoosable: readonly boolean[],
): ComboboxKeyResult {
  const keep = (
    command: ComboboxKeyResult['command'] = 'none',
    preventDefault = false,
  ): ComboboxKeyResult => ({
    state,
    command,
    preventDefault,
  });
  const hasOptions = isChoosable.some(Boolean);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (!hasOptions) return keep('none', true);
      const step = key === 'ArrowDown' ? 1 : -1;
      const from = state.isOpen && state.activeIndex >= 0 ? state.activeIndex : step === 1 ? -1 : 0;
      return {
        state: { isOpen: true, activeIndex: nextChoosable(isChoosable, from, step) },
        command: 'none',
        preventDefault: true,
      };
    }
    case 'Home':
    case 'End': {
      if (!state.isOpen || !hasOptions) return keep();
      const activeIndex =
        key === 'Home'
          ? nextChoosable(isChoosable, -1, 1)
          : nextChoosable(isChoosable, isChoosable.length, -1);
      return { state: { isOpen: true, activeIndex }, command: 'none', preventDefault: true };
    }
    case 'Enter': {
      const isActive = state.isOpen && state.activeIndex >= 0 && isChoosable[state.activeIndex] === true;
      return {
        state: { isOpen: false, activeIndex: -1 },
        command: isActive ? 'choose' : 'submit',
        preventDefault: true,
      };
    }
    case 'Escape':
      if (state.isOpen) {
        return { state: { isOpen: false, activeIndex: -1 }, command: 'none', preventDefault: true };
      }
      return { state, command: 'collapse', preventDefault: true };
    case 'Tab':
      return { state: { isOpen: false, activeIndex: -1 }, command: 'none', preventDefault: false };
    default:
      return keep();
  }
}
