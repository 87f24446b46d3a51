/** The periodic chores' schedule: first run after `firstMs`, then every `everyMs`; a failed run is logged by name. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from '../../server/framework/schedule';

afterEach(() => vi.useRealTimers());

describe('every', () => {
  it('runs after the first delay, then on the interval, logs a failure by name and keeps going', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let runs = 0;
    const stop = every(
      'test chore',
      1000,
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('database away');
      },
      100,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toHaveBeenCalledWith('test chore failed: database away');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
    errors.mockRestore();
  });
});
