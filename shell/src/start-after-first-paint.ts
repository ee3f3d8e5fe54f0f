import { FIRST_PAINT_ELEMENT_ID } from '@pm/apps/screens';

/**
 * Runs `start` once the first paint the server put in the page is on screen: the bootstrap's work (hundreds of
 * milliseconds on a phone) would otherwise come before that paint's frame. On screen means the browser reported the
 * page's largest paint (reported once presented, so after the frame's main-thread work); where it reports none,
 * after the first frame. At once in a page without a first paint or in a hidden tab, which paints nothing; and in
 * any case within a second, so that nothing can hold the shell back longer.
 */
export function startAfterFirstPaint(start: () => void): void {
  if (!document.getElementById(FIRST_PAINT_ELEMENT_ID) || document.hidden) {
    start();
    return;
  }
  let started = false;
  let observer: PerformanceObserver | undefined;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  setTimeout(startOnce, 1000);
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver(() => setTimeout(startOnce));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(startOnce));
  }
}
