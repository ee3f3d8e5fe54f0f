import { startAfterFirstPaint } from './start-after-first-paint';
import { startInSteps } from './start-in-steps';

// The shell's start in steps of at most a few tens of milliseconds on a phone, each loading a part of what the next
// imports: React, MUI's basic components (emotion with them), then the shell itself.
startAfterFirstPaint(() =>
  startInSteps([
    () => import('react-dom/client'),
    () => import('@pm/ui/mui-basics'),
    () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  ]),
);
