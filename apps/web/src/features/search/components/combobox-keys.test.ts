import { describe, expect, it } from 'vitest';
import { comboboxKey, nextChoosable } from './combobox-keys';

const closed = { isOpen: false, activeIndex: -1 };
const all = [true, true, true];

describe('nextChoosable', () => {
  it('wraps both ways and skips options that cannot be chosen', () => {
    expect(nextChoosable(all, 2, 1)).toBe(0);
    expect(nextChoosable(all, 0, -1)).toBe(2);
    expect(nextChoosable([true, false, true], 0, 1)).toBe(2);
    expect(nextChoosable([false, false], 0, 1)).toBe(-1);
  });
});

describe('comboboxKey', () => {
  it('ArrowDown opens the list on the first option, then moves down and wraps', () => {
    let result = comboboxKey('ArrowDown', closed, all);
    expect(result.state).toEqual({ isOpen: true, activeIndex: 0 });
    expect(result.preventDefault).toBe(true);
    result = comboboxKey('ArrowDown', { isOpen: true, activeIndex: 2 }, all);
    expect(result.state.activeIndex).toBe(0);
  });

  it('ArrowUp from a closed list goes to the last option', () => {
    expect(comboboxKey('ArrowUp', closed, all).state).toEqual({ isOpen: true, activeIndex: 2 });
    expect(comboboxKey('ArrowUp', { isOpen: true, activeIndex: 1 }, all).state.activeIndex).toBe(0);
  });

  it('skips community results the member may not open', () => {
    const choosable = [true, false, true];
    expect(comboboxKey('ArrowDown', { isOpen: true, activeIndex: 0 }, choosable).state.activeIndex).toBe(2);
    expect(comboboxKey('ArrowUp', { isOpen: true, activeIndex: 2 }, choosable).state.activeIndex).toBe(0);
  });

  it('arrows do nothing but keep the caret when there is nothing to choose', () => {
    const result = comboboxKey('ArrowDown', closed, [false]);
    expect(result.state).toEqual(closed);
    expect(result.preventDefault).toBe(true);
  });

  it('Home and End jump to the ends of an open list only', () => {
    const open = { isOpen: true, activeIndex: 1 };
    expect(comboboxKey('Home', open, all).state.activeIndex).toBe(0);
    expect(comboboxKey('End', open, all).state.activeIndex).toBe(2);
    expect(comboboxKey('Home', closed, all)).toEqual({
      state: closed,
      command: 'none',
      preventDefault: false,
    });
  });

  it('Enter chooses the active option, else asks for the full results', () => {
    expect(comboboxKey('Enter', { isOpen: true, activeIndex: 1 }, all).command).toBe('choose');
    expect(comboboxKey('Enter', { isOpen: true, activeIndex: -1 }, all).command).toBe('submit');
    expect(comboboxKey('Enter', closed, all).command).toBe('submit');
    expect(comboboxKey('Enter', { isOpen: true, activeIndex: 1 }, all).state).toEqual(closed);
  });

  it('Escape closes an open list first, then collapses the box', () => {
    const first = comboboxKey('Escape', { isOpen: true, activeIndex: 1 }, all);
    expect(first).toEqual({ state: closed, command: 'none', preventDefault: true });
    expect(comboboxKey('Escape', first.state, all).command).toBe('collapse');
  });

  it('Tab closes the list without stopping focus from moving', () => {
    expect(comboboxKey('Tab', { isOpen: true, activeIndex: 0 }, all)).toEqual({
      state: closed,
      command: 'none',
      preventDefault: false,
    });
  });

  it('other keys change nothing', () => {
    expect(comboboxKey('a', { isOpen: true, activeIndex: 0 }, all).state).toEqual({
      isOpen: true,
      activeIndex: 0,
    });
  });
});
