import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATE_DEBOUNCE_MS, createCartUpdater } from './cart-updater';

describe('cart quantity updater (002 §4 debounce 400 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts only the last quantity after 400 ms of quiet, per item price', () => {
    const post = vi.fn().mockResolvedValue(undefined);
    const updater = createCartUpdater(post);
    updater.schedule(7, 2);
    vi.advanceTimersByTime(200);
    updater.schedule(7, 3);
    updater.schedule(9, 1);
    vi.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS - 1);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledWith(7, 3);
    expect(post).toHaveBeenCalledWith(9, 1);
  });

  it('only logs a failed post', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const updater = createCartUpdater(() => Promise.reject(new Error('x')));
    updater.schedule(1, 1);
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    expect(error).toHaveBeenCalled();
  });

  it('cancel drops pending posts', () => {
    const post = vi.fn().mockResolvedValue(undefined);
    const updater = createCartUpdater(post);
    updater.schedule(1, 5);
    updater.cancel();
    vi.advanceTimersByTime(1000);
    expect(post).not.toHaveBeenCalled();
  });
});
