import { workspaceScreens } from '../testing/workspace-screens';
import { buildRouteTable } from './route-table';

describe('route table built from the declared screens', () => {
  it('gives the side menu of SPEC 2, in its order, and a new remote’s entry after it', () => {
    const table = buildRouteTable({
      ...workspaceScreens(),
      mf_reports: {
        reports: {
          path: '/reports',
          title: 'Reports',
          section: 'reports',
          menu: { label: 'Reports', position: 100 },
        },
      },
    });
    expect(table.menu.map(({ label, screen }) => [label, screen.path])).toEqual([
      ['Dashboard', '/'],
      ['Owner', '/owners'],
      ['Property', '/properties'],
      ['Tenants', '/tenants'],
      ['Contracts', '/contracts'],
      ['Finance', '/finance'],
      ['Setting', '/settings'],
      ['Reports', '/reports'],
    ]);
  });

  it('gives every route of SPEC 2 its title and breadcrumb section', () => {
    const routes = buildRouteTable(workspaceScreens()).routes.map((route) => [
      route.path,
      route.public ? 'public' : `${route.title} < ${route.section.label} (${route.section.path})`,
    ]);
    expect(Object.fromEntries(routes)).toEqual({
      '/login': 'public',
      '/forgot-password': 'public',
      '/verify-otp': 'public',
      '/change-password': 'public',
      '/': 'Dashboard < Dashboard (/)',
      '/owners': 'Owners List < Owner (/owners)',
      '/add-owner': 'Add Owner < Owner (/owners)',
      '/owner/:id': 'Owner Details < Owner (/owners)',
      '/owners/update-owner/:id': 'Update Owner < Owner (/owners)',
      '/properties': 'All Properties < Property (/properties)',
      '/property/:id': 'Property Details < Property (/properties)',
      '/properties/add-property': 'Add Property < Property (/properties)',
      '/properties/update-property/:id': 'Edit Property < Property (/properties)',
      '/tenants': 'Tenants < Tenants (/tenants)',
      '/tenant/:id': 'Tenant Details < Tenants (/tenants)',
      '/tenants/edit-tenant/:id': 'Update Tenant < Tenants (/tenants)',
      '/tenants/add-tenant': 'Add Tenant < Tenants (/tenants)',
      '/contracts': 'Contracts < Contracts (/contracts)',
      '/contracts/add-contract': 'Add Contract < Contracts (/contracts)',
      '/contract/:id': 'Contract Details < Contracts (/contracts)',
      '/contracts/edit-contract/:id': 'Edit Contract < Contracts (/contracts)',
      '/finance': 'Finance < Finance (/finance)',
      '/settings': 'Settings < Setting (/settings)',
    });
  });

  it('leaves out, with a warning, a screen whose path an earlier app declares', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = buildRouteTable({
      ...workspaceScreens(),
      mf_rogue: { 'rogue-owner': { path: '/owner/:ownerId', title: 'Rogue', section: 'owners-list' } },
    });
    expect(table.routes.filter((route) => route.path.startsWith('/owner/'))).toHaveLength(1);
    expect(table.routes.find((route) => route.id === 'rogue-owner')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('mf_rogue declares rogue-owner (/owner/:ownerId)'),
    );
  });
});
