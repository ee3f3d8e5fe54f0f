import type { ComponentType } from 'react';

/**
 * What every remote exposes as './routes': one page component per route path of SPEC 2 that it owns,
 * keyed by the path pattern the shell's route table uses ('/owner/:id').
 */
export type RemotePages = Record<string, ComponentType>;

export interface RemoteRoutesModule {
  pages: RemotePages;
}
