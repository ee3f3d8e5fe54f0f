#!/usr/bin/env node
// `pm-first-paints`: a remote's build runs it in the remote's folder after rspack, to draw the screens that its
// src/screens.json declares with firstPaint into dist/first-paint/ (see ../src/first-paint.tsx).
import path from 'node:path';
import { register } from 'tsx/esm/api';

// React's production build, as the browser runs it.
process.env.NODE_ENV = 'production';
// tsx compiles with it only the files its `include` names: every file of the repository, under `.tmp` too, where the
// end-to-end tests build working copies of remotes (a folder whose name starts with a dot is otherwise left out).
register({ tsconfig: path.join(import.meta.dirname, '../../../tsconfig.base.json') });
const { writeFirstPaints } = await import('../src/first-paint.tsx');
await writeFirstPaints(process.cwd());
