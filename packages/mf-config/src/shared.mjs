// The one shared-dependency map of every app (shell and remotes). Singletons keep one React tree, one router,
// one theme/emotion cache, one session store and one api-client instance across remotes.
// The @pm packages that hold state are shared through their single root entry: a subpath shared on its own
// would carry private copies of the modules it imports relatively.
import { createRequire } from 'node:module';

function singleton(requiredVersion) {
  return { singleton: true, requiredVersion, strictVersion: false };
}

/** @param {string} appDirectory the app folder, so versions resolve from the app's own dependencies */
export function sharedDependencies(appDirectory) {
  const appRequire = createRequire(`${appDirectory}/package.json`);
  const major = (name) => `^${appRequire(`${name}/package.json`).version.split('.')[0]}.0.0`;
  const caret = (name) => `^${appRequire(`${name}/package.json`).version}`;
  return {
    react: singleton(major('react')),
    'react/jsx-runtime': singleton(major('react')),
    'react-dom': singleton(major('react-dom')),
    'react-dom/client': singleton(major('react-dom')),
    'react-router': singleton(major('react-router')),
    '@mui/material': singleton(major('@mui/material')),
    '@mui/material/styles': singleton(major('@mui/material')),
    '@emotion/react': singleton(major('@emotion/react')),
    '@emotion/styled': singleton(major('@emotion/styled')),
    zustand: singleton(major('zustand')),
    'react-hook-form': singleton(major('react-hook-form')),
    '@pm/session': singleton(caret('@pm/session')),
    '@pm/api-client': singleton(caret('@pm/api-client')),
    '@pm/ui': singleton(caret('@pm/ui')),
  };
}
