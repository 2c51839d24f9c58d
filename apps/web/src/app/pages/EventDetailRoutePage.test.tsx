import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { TENANT_PROFILES } from '@portal/contracts';
import { jsonResponse } from '../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../test/mock-api';
import { stubImages } from '../../test/image-stub';
import { prefetch } from './EventDetailRoutePage';

describe('event page prefetch (issue 17: render-as-you-fetch, LCP)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const run = (id: string) =>
    prefetch({
      queryClient: new QueryClient(),
      profile: TENANT_PROFILES.ota,
      params: { id },
      url: new URL(`http://localhost/events/${id}`),
    });

  it('asks for the event, its ticket prices and the member’s tickets, then downloads the feature image', async () => {
    const images = stubImages();
    const api = mockApi({
      'GET /api/Event/33': () =>
        jsonResponse(200, { id: 33, title: 'Telehealth', featureImg: '/covers/33.png' }),
      'GET /api/event/33/tickets': () => jsonResponse(200, []),
      'GET /api/user/event/33/tickets': () => jsonResponse(200, []),
    });
    storeTestToken();
    run('33');
    expect(callsTo(api, 'GET', '/api/Event/33')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/event/33/tickets')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/user/event/33/tickets')).toHaveLength(1);
    await waitFor(() => expect(images.map((image) => image.src)).toEqual(['/covers/33.png']));
  });

  it('downloads no image for an event without one, and asks nothing for an id that is not a number', async () => {
    const images = stubImages();
    const api = mockApi({
      'GET /api/Event/34': () => jsonResponse(200, { id: 34, title: 'Plain', featureImg: null }),
    });
    storeTestToken();
    run('34');
    await waitFor(() => expect(callsTo(api, 'GET', '/api/Event/34')).toHaveLength(1));
    run('abc');
    expect(api).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(images).toEqual([]);
  });
});
