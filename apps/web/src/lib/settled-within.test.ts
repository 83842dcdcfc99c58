import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within';

describe('settledWithin', () => {
  afterEach(() => void vi.useRealTimers());

  const state = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('resolves as soon as the work resolves, before the time is up', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const isDone = state(settledWithin(new Promise<void>((resolve) => (finish = resolve)), 1000));
    await vi.advanceTimersByTimeAsync(10);
    expect(isDone()).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });

  it('resolves, without failing, when the work fails', async () => {
    await expect(settledWithin(Promise.reject(new Error('offline')), 1000)).resolves.toBeUndefined();
  });

  it('resolves after the time when the work never settles', async () => {
    vi.useFakeTimers();
    const isDone = state(settledWithin(new Promise(() => undefined), 1000));
    await vi.advanceTimersByTimeAsync(999);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });
});
