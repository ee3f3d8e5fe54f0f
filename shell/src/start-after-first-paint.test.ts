import { FIRST_PAINT_ELEMENT_ID } from '@pm/apps/screens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint';

/** The browser's largest-paint reports, as a test sends them. */
let reportPaint = () => {};
class FakePerformanceObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  constructor(callback: () => void) {
    reportPaint = callback;
  }
  observe() {}
  disconnect() {
    reportPaint = () => {};
  }
}

describe('startAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
    reportPaint = () => {};
  });

  const withFirstPaint = () => {
    const element = document.createElement('div');
    element.id = FIRST_PAINT_ELEMENT_ID;
    document.body.append(element);
  };

  it('starts at once on a page without a first paint', () => {
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once the browser reports the first paint, and only once', () => {
    withFirstPaint();
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    reportPaint();
    vi.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts within a second when no paint is reported', () => {
    withFirstPaint();
    const start = vi.fn();
    startAfterFirstPaint(start);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    withFirstPaint();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
