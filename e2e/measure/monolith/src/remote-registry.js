// Stands in for the shell's runtime remote registry in the monolith yardstick: the same routes, imported
// statically into the one app (no Module Federation), as the measurement's definition asks.
import { routeMatches } from '@pm/apps/screens';
import { pages as authPages } from 'mf-auth/routes';
import { pages as contractsPages } from 'mf-contracts/routes';
import { pages as dashboardPages } from 'mf-dashboard/routes';
import { pages as ownersPages } from 'mf-owners/routes';
import { pages as propertiesPages } from 'mf-properties/routes';
import { pages as staffPages } from 'mf-staff/routes';
import { pages as tenantsPages } from 'mf-tenants/routes';

const routesOf = {
  mf_auth: { pages: authPages },
  mf_dashboard: { pages: dashboardPages },
  mf_owners: { pages: ownersPages },
  mf_properties: { pages: propertiesPages },
  mf_tenants: { pages: tenantsPages },
  mf_contracts: { pages: contractsPages },
  mf_staff: { pages: staffPages },
};

export function registerRuntimeRemotes() {}

export async function loadRemoteRoutes(name) {
  return routesOf[name];
}

export function preloadPage(name, screen) {
  routesOf[name]?.pages[screen]?.preload?.();
}

export function preloadPageAt(routes, pathname) {
  const route = routes.find((candidate) => routeMatches(candidate.path, pathname));
  if (route?.remote) preloadPage(route.remote, route.id);
}

/** Every remote's routes are in the bundle already: nothing to load ahead. */
export function preloadRemotes() {}
