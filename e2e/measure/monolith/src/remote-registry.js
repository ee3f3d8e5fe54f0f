// Stands in for the shell's runtime remote registry in the monolith: the same routes, compiled in, each domain in
// its own lazily loaded chunk as a well-built single app would split them.
const routesOf = {
  mf_auth: () => import('mf-auth/routes'),
  mf_dashboard: () => import('mf-dashboard/routes'),
  mf_owners: () => import('mf-owners/routes'),
  mf_properties: () => import('mf-properties/routes'),
  mf_tenants: () => import('mf-tenants/routes'),
  mf_contracts: () => import('mf-contracts/routes'),
};

export function registerRuntimeRemotes() {}

export function loadRemoteRoutes(name) {
  return routesOf[name]();
}
