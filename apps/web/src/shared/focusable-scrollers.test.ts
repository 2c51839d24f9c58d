import { afterEach, describe, expect, it } from 'vitest';
import { watchScrollers } from './focusable-scrollers';

describe('watchScrollers (issue 42: scrolling tables reachable by keyboard)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('gives a scrolling table box that appears later a tab stop', async () => {
    stop = watchScrollers(document.body);
    const table = document.createElement('div');
    table.innerHTML = '<div class="ant-table-content"><table></table></div>';
    document.body.append(table);
    await Promise.resolve();
    expect(table.querySelector('.ant-table-content')?.getAttribute('tabindex')).toBe('0');
  });

  it('leaves a box that already has a tabindex and other boxes alone', async () => {
    document.body.innerHTML = '<div class="ant-table-content" tabindex="-1"></div><div class="other"></div>';
    stop = watchScrollers(document.body);
    await Promise.resolve();
    expect(document.querySelector('.ant-table-content')?.getAttribute('tabindex')).toBe('-1');
    expect(document.querySelector('.other')?.hasAttribute('tabindex')).toBe(false);
  });
});
