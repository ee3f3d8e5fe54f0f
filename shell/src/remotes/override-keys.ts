/** Where a page keeps its development overrides of remotes' addresses, and how its address asks for one. */
export const OVERRIDES_STORAGE_KEY = 'pm.remoteOverrides';
export const OVERRIDE_QUERY_PREFIX = 'remote.';
