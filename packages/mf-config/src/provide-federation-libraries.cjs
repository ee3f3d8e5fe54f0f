// A runtime plugin of the shell: it puts the shell's copies of the federation runtime's libraries where production
// remotes look for them, since they leave these out of their remoteEntry.js (as they leave out the runtime core).
const federationLibraries = {
  '@module-federation/sdk': require('@module-federation/sdk'),
  '@module-federation/error-codes': require('@module-federation/error-codes'),
};

/** Package -> the global a production remote reads it from (rspack.mjs declares these as the remotes' externals). */
const FEDERATION_LIBRARY_GLOBALS = {
  '@module-federation/sdk': '_PM_FEDERATION_SDK',
  '@module-federation/error-codes': '_PM_FEDERATION_ERROR_CODES',
};

function provideFederationLibraries() {
  return {
    name: 'provide-federation-libraries',
    beforeInit(args) {
      for (const [name, global] of Object.entries(FEDERATION_LIBRARY_GLOBALS)) {
        globalThis[global] = federationLibraries[name];
      }
      return args;
    },
  };
}

module.exports = provideFederationLibraries;
module.exports.FEDERATION_LIBRARY_GLOBALS = FEDERATION_LIBRARY_GLOBALS;
