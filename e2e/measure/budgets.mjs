// The bundle budgets (the JavaScript of a cold visit as the server sends it, in KiB), checked after the production
// builds of the test run (check-budgets.mjs) and printed by `npm run measure`.
export const BUDGETS = {
  /** /login, signed out (issue 26's target): 169.0 KiB once MUI's CSS-variables theming left the builds. */
  loginKiB: 170,
  /** /login against the monolith yardstick (routes imported statically). */
  loginRatio: 1.25,
  /** / after sign-in, cold, charts included. */
  dashboardKiB: 220,
  /** Each remote's remoteEntry.js. */
  remoteEntryKiB: 20,
};
