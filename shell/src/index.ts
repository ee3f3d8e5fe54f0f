import { startAfterFirstPaint } from './start-after-first-paint';
import { startInSteps } from './start-in-steps';

// The shell's start in steps of at most a few tens of milliseconds on a phone, each loading a part of what the next
// imports: React, emotion (MUI's styling engine), MUI's basic components, then the shell itself. Each step's chunk
// is named: it holds Module Federation's consume modules only, and its id would otherwise come from their identifiers,
// which hold the checkout's absolute path (a build in another folder would differ).
startAfterFirstPaint(() =>
  startInSteps([
    () => import(/* webpackChunkName: "start-react-dom" */ 'react-dom/client'),
    () =>
      Promise.all([
        import(/* webpackChunkName: "start-emotion" */ '@emotion/react'),
        import(/* webpackChunkName: "start-emotion" */ '@emotion/styled'),
      ]),
    () => import(/* webpackChunkName: "start-mui-basics" */ '@pm/ui/mui-basics'),
    () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  ]),
);
