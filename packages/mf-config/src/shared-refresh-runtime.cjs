// Development only: one React Refresh runtime for the whole page. The shell and every remote served by a dev
// server each bundle their own copy, but the development react-dom is wired to the first one only (the shell's),
// so a remote's components must register with that same copy to be refreshed.
globalThis.__PM_REACT_REFRESH_RUNTIME__ ??= require('pm-bundled-react-refresh-runtime');
module.exports = globalThis.__PM_REACT_REFRESH_RUNTIME__;
