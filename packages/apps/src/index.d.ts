import type apps from './apps.json';

/** Module Federation name of a remote, e.g. 'mf_owners'. */
export type RemoteName = keyof (typeof apps)['remotes'];

export interface App {
  /** The app's package folder: its build is <folder>/dist, served by the server at /remotes/<folder>/. */
  folder: string;
  /** Port of its development server (`npm run dev`). */
  devPort: number;
}

export declare const shell: App;
export declare const remotes: Readonly<Record<RemoteName, App>>;
export declare const remoteNames: readonly RemoteName[];
export declare const remoteFolders: readonly string[];
export declare const appFolders: readonly string[];
