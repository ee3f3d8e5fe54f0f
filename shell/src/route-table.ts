// SPEC 2 route table. The shell owns it; each entry names the remote whose './routes' module renders the page.
import type { RemoteName } from '@pm/apps';

export interface RouteEntry {
  path: string;
  title: string;
  /** First breadcrumb level: the side-menu section the page belongs to. */
  section: { label: string; path: string };
  /** Absent for shell-only pages (Finance, Settings). */
  remote?: RemoteName;
}

export const publicRoutes: { path: string; remote: RemoteName }[] = [
  { path: '/login', remote: 'mf_auth' },
  { path: '/forgot-password', remote: 'mf_auth' },
  { path: '/verify-otp', remote: 'mf_auth' },
  { path: '/change-password', remote: 'mf_auth' },
];

const dashboard = { label: 'Dashboard', path: '/' };
const owners = { label: 'Owner', path: '/owners' };
const properties = { label: 'Property', path: '/properties' };
const tenants = { label: 'Tenants', path: '/tenants' };
const contracts = { label: 'Contracts', path: '/contracts' };

export const protectedRoutes: RouteEntry[] = [
  { path: '/', title: 'Dashboard', section: dashboard, remote: 'mf_dashboard' },
  { path: '/owners', title: 'Owners List', section: owners, remote: 'mf_owners' },
  { path: '/add-owner', title: 'Add Owner', section: owners, remote: 'mf_owners' },
  { path: '/owner/:id', title: 'Owner Details', section: owners, remote: 'mf_owners' },
  { path: '/owners/update-owner/:id', title: 'Update Owner', section: owners, remote: 'mf_owners' },
  { path: '/properties', title: 'All Properties', section: properties, remote: 'mf_properties' },
  { path: '/property/:id', title: 'Property Details', section: properties, remote: 'mf_properties' },
  { path: '/properties/add-property', title: 'Add Property', section: properties, remote: 'mf_properties' },
  {
    path: '/properties/update-property/:id',
    title: 'Edit Property',
    section: properties,
    remote: 'mf_properties',
  },
  { path: '/tenants', title: 'Tenants', section: tenants, remote: 'mf_tenants' },
  { path: '/tenant/:id', title: 'Tenant Details', section: tenants, remote: 'mf_tenants' },
  { path: '/tenants/edit-tenant/:id', title: 'Update Tenant', section: tenants, remote: 'mf_tenants' },
  { path: '/tenants/add-tenant', title: 'Add Tenant', section: tenants, remote: 'mf_tenants' },
  { path: '/contracts', title: 'Contracts', section: contracts, remote: 'mf_contracts' },
  { path: '/contracts/add-contract', title: 'Add Contract', section: contracts, remote: 'mf_contracts' },
  { path: '/contract/:id', title: 'Contract Details', section: contracts, remote: 'mf_contracts' },
  {
    path: '/contracts/edit-contract/:id',
    title: 'Edit Contract',
    section: contracts,
    remote: 'mf_contracts',
  },
  { path: '/finance', title: 'Finance', section: { label: 'Finance', path: '/finance' } },
  { path: '/settings', title: 'Settings', section: { label: 'Setting', path: '/settings' } },
];

export const sideMenu = [
  { label: 'Dashboard', path: '/' },
  { label: 'Owner', path: '/owners' },
  { label: 'Property', path: '/properties' },
  { label: 'Tenants', path: '/tenants' },
  { label: 'Contracts', path: '/contracts' },
  { label: 'Finance', path: '/finance' },
  { label: 'Setting', path: '/settings' },
];
