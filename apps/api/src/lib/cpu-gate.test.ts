import { describe, expect, it } from 'vitest';
import { cpuGate } from './cpu-gate.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('cpuGate', () => {
  it('runs at most `slots` tasks at once, the others in arrival order, and survives a failing task', async () => {
    const run = cpuGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const task = (i: number, fail = false) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (fail) throw new Error(`task ${i}`);
        return i;
      });
    const results = [task(1, true).catch((e: Error) => e.message), task(2), task(3), task(4)];
    await tick();
    expect(order).toEqual([1, 2]);
    releases.shift()?.();
    await tick();
    expect(order).toEqual([1, 2, 3]);
    while (releases.length > 0 || order.length < 4) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(['task 1', 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4]);
  });
});
