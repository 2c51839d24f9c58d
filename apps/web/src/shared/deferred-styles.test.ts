import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles, DEFERRED_STYLES_SELECTOR } from './deferred-styles';

function addPreload(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.crossOrigin = '';
  link.href = href;
  link.setAttribute('data-portal-styles', '');
  document.head.append(link);
}

const stylesheets = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));

describe('applyDeferredStyles (the entry stylesheets the server deferred)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('applies each preload as a stylesheet and resolves only once each has loaded or failed', async () => {
    addPreload('/assets/index-a.css');
    addPreload('/assets/index-b.css');
    let isDone = false;
    const done = applyDeferredStyles().then(() => {
      isDone = true;
    });
    const [first, second] = stylesheets();
    expect(stylesheets().map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/index-a.css',
      '/assets/index-b.css',
    ]);
    expect(first?.getAttribute('crossorigin')).not.toBeNull();
    expect(document.querySelector(DEFERRED_STYLES_SELECTOR)).toBeNull();
    first?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isDone).toBe(false);
    second?.dispatchEvent(new Event('error'));
    await done;
    expect(isDone).toBe(true);
  });

  it('has nothing to wait for without deferred stylesheets (the dev server) or on a second call', async () => {
    await applyDeferredStyles();
    expect(stylesheets()).toEqual([]);
    addPreload('/assets/index-a.css');
    const once = applyDeferredStyles();
    stylesheets()[0]?.dispatchEvent(new Event('load'));
    await once;
    await applyDeferredStyles();
    expect(stylesheets()).toHaveLength(1);
  });
});
