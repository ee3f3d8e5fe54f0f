// Stands in for the shell's runtime configuration in the monolith yardstick: every remote's declared screens,
// imported statically (no remotes.json is asked for their screens, as no remote is loaded at run time).
import authScreens from 'mf-auth/screens';
import contractsScreens from 'mf-contracts/screens';
import dashboardScreens from 'mf-dashboard/screens';
import ownersScreens from 'mf-owners/screens';
import propertiesScreens from 'mf-properties/screens';
import staffScreens from 'mf-staff/screens';
import tenantsScreens from 'mf-tenants/screens';

export async function fetchRuntimeConfig() {
  return {
    apiBaseUrl: '/api',
    allowOverrides: false,
    remotes: {},
    screens: {
      mf_auth: authScreens,
      mf_dashboard: dashboardScreens,
      mf_owners: ownersScreens,
      mf_properties: propertiesScreens,
      mf_tenants: tenantsScreens,
      mf_contracts: contractsScreens,
      mf_staff: staffScreens,
    },
  };
}
