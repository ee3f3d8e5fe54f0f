#!/usr/bin/env node
// `node scripts/pnpm.mjs <args>`: pnpm through corepack, for package.json scripts. A fresh machine has Node 20
// (with corepack) and no `pnpm` on PATH, so no script may call a bare `pnpm`.
import { pnpm } from './tooling.mjs';

process.exit(await pnpm(process.argv.slice(2), { cwd: process.cwd() }));
