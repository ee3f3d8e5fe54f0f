import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawnNext } from './drawn-next';

// React outside act(), as in a browser: each render is a task of the scheduler's.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = undefined;
});

describe('DrawnNext', () => {
  it('leaves its children out of the first commit and draws them in a render after it', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <>
          <p>first part</p>
          <DrawnNext>
            <p>last part</p>
          </DrawnNext>
        </>,
      ),
    );
    expect(container.textContent).toBe('first part');
    await expect.poll(() => container.textContent).toBe('first partlast part');
    root.unmount();
  });
});
