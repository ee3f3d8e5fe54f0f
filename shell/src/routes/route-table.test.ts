import type { StaffRole } from '@pm/apps/screens';
import { workspaceScreens } from '../testing/workspace-screens';
import { buildRouteTable, menuForRole, routeAllows } from './route-table';

describe('route table built from the declared screens', () => {
  it('gives the side menu of SPEC 2, in its order, and the entries of newer remotes after it', () => {
    const table = buildRouteTable({
      ...workspaceScreens(),
      mf_reports: {
        reports: {
          path: '/reports',
          title: 'Reports',
          section: 'reports',
          menu: { label: 'Reports', position: 1000 },
        },
      },
    });
    const menu = table.menu.map(({ label, screen }) => [label, screen.path]);
    expect(menu.slice(0, 7)).toEqual([
      ['Dashboard', '/'],
      ['Owner', '/owners'],
      ['Property', '/properties'],
      ['Tenants', '/tenants'],
      ['Contracts', '/contracts'],
      ['Finance', '/finance'],
      ['Setting', '/settings'],
    ]);
    expect(menu.at(-1)).toEqual(['Reports', '/reports']);
  });

  it('gives every route of SPEC 2 its title and breadcrumb section, beside the newer public screens of mf-auth', () => {
    const routes = buildRouteTable(workspaceScreens()).routes.map((route) => [
      route.path,
      route.public ? 'public' : `${route.title} < ${route.section.label} (${route.section.path})`,
    ]);
    expect(Object.fromEntries(routes)).toMatchObject({
      '/login': 'public',
      '/forgot-password': 'public',
      '/verify-otp': 'public',
      '/change-password': 'public',
      '/login/two-step': 'public',
      '/invitation': 'public',
      '/forgot-password/two-step': 'public',
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

  it("keeps each screen's roles, and leaves a screen limited to other roles out of a role's menu", () => {
    const table = buildRouteTable({
      ...workspaceScreens(),
      mf_reports: {
        reports: {
          path: '/reports',
          title: 'Reports',
          section: 'reports',
          roles: ['admin', 'agent'],
          menu: { label: 'Reports', position: 1000 },
        },
        'report-details': { path: '/report/:id', title: 'Report', section: 'reports', roles: ['admin'] },
      },
    });
    const route = (id: string) => {
      const found = table.routes.find((candidate) => candidate.id === id);
      if (!found) throw new Error(`no route ${id}`);
      return found;
    };
    expect(route('reports').roles).toEqual(['admin', 'agent']);
    const allowed = (id: string) =>
      (['admin', 'agent', 'viewer', null] as const).filter((role) => routeAllows(route(id), role));
    expect(allowed('report-details')).toEqual(['admin']);
    expect(allowed('reports')).toEqual(['admin', 'agent']);
    // A screen without roles is every role's, and anyone's while the role is not known yet.
    expect(allowed('dashboard')).toEqual(['admin', 'agent', 'viewer', null]);

    const labels = (role: StaffRole | null) => menuForRole(table.menu, role).map((entry) => entry.label);
    expect(labels('agent')).toContain('Reports');
    expect(labels('viewer')).not.toContain('Reports');
    // Before the role is known, no limited entry shows.
    expect(labels(null)).not.toContain('Reports');
    expect(labels('viewer').slice(0, 7)).toEqual([
      'Dashboard',
      'Owner',
      'Property',
      'Tenants',
      'Contracts',
      'Finance',
      'Setting',
    ]);
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
