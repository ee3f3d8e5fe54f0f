// Shared by every app's page tests (vitest setupFiles): unmount between tests and quiet jsdom's gaps.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, inject } from 'vitest';
import { registerScreenPaths } from './navigation';
import { actAs } from './testing';

afterEach(() => cleanup());

declare module 'vitest' {
  interface ProvidedContext {
    ownScreenPaths: Record<string, string>;
  }
}

// The app's own screens have their declared paths, as the shell registers them at start (a test may add others').
beforeEach(() => registerScreenPaths(inject('ownScreenPaths')));

// The shell draws a page once it knows who is signed in: an admin, who sees everything SPEC 2 shows, unless a test
// acts as another role (actAs).
beforeEach(() => actAs('admin'));

// findBy*/waitFor wait up to 5 s (default 1 s): lazy chunks and form submits are slower on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// (A file that runs in Node, `@vitest-environment node`, has no window.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
