/// <reference types="node" />
// Test support (never imported by app code): the screens every remote of this workspace declares, read from their
// src/screens.json as the server reads them from the remotes' manifests into remotes.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from '@pm/apps';
import { SCREENS_FILE, type ScreenDeclarations } from '@pm/apps/screens';
import { buildRouteTable } from '../routes/route-table';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function workspaceScreens(): Record<string, ScreenDeclarations> {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, { folder }]) => [
      name,
      JSON.parse(readFileSync(path.join(repoRoot, folder, SCREENS_FILE), 'utf8')) as ScreenDeclarations,
    ]),
  );
}

/** The route table of the shell with every remote of this workspace deployed. */
export const workspaceRouteTable = () => buildRouteTable(workspaceScreens());
