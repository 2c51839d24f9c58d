/**
 * The interest and preference screens (002 §2 Interests and preferences): add and remove with a per-item
 * loading flag, then the member's list reloads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import { SegmentPicker } from './SegmentPicker';

const ALL = { '1': 'Paediatrics', '2': 'Aged care', '3': 'Mental health' };

describe('SegmentPicker', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('adds an interest with a loading flag on that item only, then reloads the list', async () => {
    let mine = [{ segmentId: 2, segmentName: 'Aged care' }];
    let release: () => void = () => {};
    const mock = mockApi({
      'GET /api/segment/interests': () => jsonResponse(200, ALL),
      'GET /api/user/segment/interests': () => jsonResponse(200, mine),
      'POST /api/user/segment/1': () =>
        new Promise((resolve) => {
          release = () => {
            mine = [...mine, { segmentId: 1, segmentName: 'Paediatrics' }];
            resolve(jsonResponse(200, mine));
          };
        }),
    });
    renderRoute(<SegmentPicker kind="interests" title="My Areas of Interest" description="" />, {
      path: '/settings/user-interests',
    });
    const add = await screen.findByRole('button', { name: 'Add Paediatrics' });
    expect(screen.getByRole('button', { name: 'Remove Aged care' })).toBeInTheDocument();
    await userEvent.setup().click(add);
    await waitFor(() => expect(add).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Add Mental health' })).not.toHaveClass('ant-btn-loading');
    const before = callsTo(mock, 'GET', '/api/user/segment/interests').length;
    release();
    expect(await screen.findByRole('button', { name: 'Remove Paediatrics' })).toBeInTheDocument();
    expect(callsTo(mock, 'GET', '/api/user/segment/interests').length).toBeGreaterThan(before);
  });

  it('removes a practice area with DELETE api/user/segment/{id}', async () => {
    let mine = [{ segmentId: 3, segmentName: 'Mental health' }];
    const mock = mockApi({
      'GET /api/segment/all': () => jsonResponse(200, ALL),
      'GET /api/user/segment/areaofpractices': () => jsonResponse(200, mine),
      'DELETE /api/user/segment/3': () => {
        mine = [];
        return jsonResponse(200, mine);
      },
    });
    renderRoute(<SegmentPicker kind="practiceAreas" title="Practice Areas of Interest" description="" />, {
      path: '/settings/area-of-interests',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Mental health' }));
    expect(await screen.findByRole('button', { name: 'Add Mental health' })).toBeInTheDocument();
    const url = new URL(String(callsTo(mock, 'GET', '/api/segment/all')[0]![0]), 'http://x');
    expect(url.searchParams.get('type')).toBe('areaofpractices');
    expect(await screen.findByText('None yet')).toBeInTheDocument();
  });

  it('shows a retry when a list cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /api/segment/all': () => jsonResponse(404, { message: 'x' }) });
    renderRoute(<SegmentPicker kind="commPrefs" title="My communication preferences" description="" />, {
      path: '/settings/user-communication-preferences',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
