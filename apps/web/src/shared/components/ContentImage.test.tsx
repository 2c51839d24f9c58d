/**
 * ContentImage (issue 10 §9, issue 37 point 5): an image through its signed URL; a lazily loaded one asks for
 * that URL only once its place comes near the viewport, an eager one at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../session/query-client';
import { jsonResponse } from '../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../test/mock-api';
import { ContentImage } from './ContentImage';

const SIGNED = '/api/content/assets/file-9/signed-url';

describe('ContentImage', () => {
  let observers: { callback: IntersectionObserverCallback }[];
  beforeEach(() => {
    storeTestToken();
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function setup(loading?: 'lazy') {
    const api = mockApi({
      [`GET ${SIGNED}`]: () => jsonResponse(200, { url: '/api/content/assets/file-9?sig=s' }),
    });
    const view = render(
      <QueryClientProvider client={createQueryClient()}>
        <ContentImage fileId="file-9" alt="Cover" loading={loading} style={{ height: 120 }} />
      </QueryClientProvider>,
    );
    return { api, view };
  }

  it('asks for an eager image’s signed URL at once and draws the image', async () => {
    const { api, view } = setup();
    await waitFor(() => expect(view.container.querySelector('img')).not.toBeNull());
    expect(view.container.querySelector('img')?.getAttribute('src')).toContain(
      '/api/content/assets/file-9?sig=s',
    );
    expect(callsTo(api, 'GET', SIGNED)).toHaveLength(1);
  });

  it('asks for a lazy image’s signed URL only when its place comes near the viewport', async () => {
    const { api, view } = setup('lazy');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api, 'GET', SIGNED)).toHaveLength(0);
    expect(view.container.querySelector('div[aria-hidden]')).not.toBeNull();
    const entry = (isIntersecting: boolean) => [{ isIntersecting }] as IntersectionObserverEntry[];
    act(() => observers[0]!.callback(entry(false), {} as IntersectionObserver));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api, 'GET', SIGNED)).toHaveLength(0);
    act(() => observers[0]!.callback(entry(true), {} as IntersectionObserver));
    await waitFor(() => expect(view.container.querySelector('img[loading="lazy"]')).not.toBeNull());
    expect(callsTo(api, 'GET', SIGNED)).toHaveLength(1);
  });
});
