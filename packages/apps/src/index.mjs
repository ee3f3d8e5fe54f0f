// The apps of the product, the shell and each remote, read by all that needs them: the rspack configuration
// (MF name, dev port), the server (the folders it serves, one REMOTE_URL_<NAME> per remote), the shell's route
// table (remote names), the scripts and the e2e tests. Plain data, so that reading it loads no build tool.
import apps from './apps.json' with { type: 'json' };

/** The host. */
export const shell = apps.shell;

/** Every remote by its Module Federation name (mf_owners), in the order of apps.json. */
export const remotes = apps.remotes;

export const remoteNames = Object.keys(remotes);

export const remoteFolders = Object.values(remotes).map((remote) => remote.folder);

/** The folder of every app, the shell's first. */
export const appFolders = [shell.folder, ...remoteFolders];
