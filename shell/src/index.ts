import { startAfterFirstPaint } from './start-after-first-paint';

startAfterFirstPaint(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
