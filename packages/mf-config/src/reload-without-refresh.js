// Development remotes only, added to every entry (remoteEntry.js included). React Refresh needs a development
// react-dom; inside a production shell (npm start, which marks itself with this global) there is none, so there
// an update of this remote reloads the page instead of being applied invisibly.
if (import.meta.webpackHot) {
  import.meta.webpackHot.addStatusHandler((status) => {
    if (status === 'apply' && globalThis.__PM_SHELL_BUILD__ === 'production') window.location.reload();
  });
}
