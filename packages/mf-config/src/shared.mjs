// The one shared-dependency map of every app (shell and remotes). Only what holds state or context for the whole
// page, or would otherwise be downloaded twice, is shared, as singletons: one React tree, one theme and emotion
// cache, one copy of MUI (two modules: what every page draws, and the rest), one session store and one api-client,
// the feedback store, the router's hooks. Everything else each app bundles itself, tree-shaken. A module shared
// under a subpath carries private copies of what it imports by relative path, so the modules that must be one per
// page are imported by their shared names everywhere (@pm/ui/feedback, /navigation, /mui-basics, /mui-advanced),
// the shell included: a build provides only the shared modules it imports, and the shell must provide them all.
import { createRequire } from 'node:module';

/**
 * @param {string} appDirectory the app folder, so versions resolve from the app's own dependencies
 * @param {{ eagerStart?: boolean }} [options] eagerStart: the modules every page runs at start go into the app's
 *   main script (the production shell: one request instead of a chunk each, asked only once main.js has run)
 */
export function sharedDependencies(appDirectory, { eagerStart = false } = {}) {
  const appRequire = createRequire(`${appDirectory}/package.json`);
  const major = (name) => `^${appRequire(`${name}/package.json`).version.split('.')[0]}.0.0`;
  const caret = (name) => `^${appRequire(`${name}/package.json`).version}`;
  const singleton = (requiredVersion, { atStart = true } = {}) => ({
    singleton: true,
    requiredVersion,
    strictVersion: false,
    eager: eagerStart && atStart,
  });
  return {
    react: singleton(major('react')),
    'react/jsx-runtime': singleton(major('react')),
    'react-dom': singleton(major('react-dom')),
    'react-dom/client': singleton(major('react-dom')),
    '@emotion/react': singleton(major('@emotion/react')),
    '@emotion/styled': singleton(major('@emotion/styled')),
    // MUI's own contexts (theme default props, direction): one per page even for a component an app bundles itself.
    '@mui/system/DefaultPropsProvider': singleton(major('@mui/system')),
    '@mui/system/RtlProvider': singleton(major('@mui/system')),
    '@pm/session': singleton(caret('@pm/session')),
    '@pm/api-client/http': singleton(caret('@pm/api-client')),
    '@pm/ui/feedback': singleton(caret('@pm/ui')),
    '@pm/ui/navigation': singleton(caret('@pm/ui')),
    '@pm/ui/mui-basics': singleton(caret('@pm/ui')),
    // Forms, tables and dialogs: not on every page, so never eager.
    '@pm/ui/mui-advanced': singleton(caret('@pm/ui'), { atStart: false }),
  };
}
