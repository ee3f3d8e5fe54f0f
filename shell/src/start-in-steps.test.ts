import { describe, expect, it, vi } from 'vitest';
import { startInSteps } from './start-in-steps';

describe('startInSteps', () => {
  it('runs the steps in order, each in a task of its own: what waits in between runs before the next step', async () => {
    const events: string[] = [];
    const step = (name: string) => async () => {
      events.push(name);
      // Work the browser queued while this step ran (a tap, a frame).
      setTimeout(() => events.push(`what waited after ${name}`));
    };
    await startInSteps([step('react'), step('mui'), step('shell')]);
    expect(events).toEqual(['react', 'what waited after react', 'mui', 'what waited after mui', 'shell']);
  });

  it('waits for a step to load before the next one starts', async () => {
    let finishFirst = () => {};
    const second = vi.fn(async () => {});
    const started = startInSteps([() => new Promise<void>((resolve) => (finishFirst = resolve)), second]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    await started;
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops at a step that fails, with its error', async () => {
    const after = vi.fn(async () => {});
    await expect(startInSteps([() => Promise.reject(new Error('chunk failed')), after])).rejects.toThrow(
      'chunk failed',
    );
    expect(after).not.toHaveBeenCalled();
  });
});
