import { startAfterFirstPaint } from './start-after-first-paint';
import { startInSteps } from './start-in-steps';

// The shell's start in steps of at most a few tens of milliseconds on a phone, each loading a part of what the next
// imports: React, emotion (MUI's styling engine), MUI's basic components, then the shell itself.
startAfterFirstPaint(() =>
  startInSteps([
    () => import('react-dom/client'),
    () => Promise.all([import('@emotion/react'), import('@emotion/styled')]),
    () => import('@pm/ui/mui-basics'),
    () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  ]),
);
