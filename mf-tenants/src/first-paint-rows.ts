// For the build alone (pm-first-paints): the tenants list's first paint carries its first page of tenants, drawn
// by the server into a row drawn from this sample (@pm/ui FirstPaintRowsSource). The browser never loads it.
import { tenantList } from '@pm/api-contract/routes';
import type { Tenant } from '@pm/schemas/records';
import type { ScreenFirstPaintRows } from '@pm/ui';
import type screens from './screens.json';

const tenant: Tenant = {
  _id: '00000000-0000-4000-8000-000000000002',
  __v: 0,
  email: 'tenant@example.com',
  profile: {
    firstName: 'Anna',
    nickName: 'Ann',
    surName: 'Smith',
    contactNo: '0812345678',
    whatsAppNo: '0812345678',
    dob: '1990-05-01',
    nationality: 'British',
    homeAddress: '1 High Street, London',
    profileImage: null,
    property: {
      _id: '00000000-0000-4000-8000-000000000003',
      name: 'Sunset Villa',
      condoName: null,
      address: null,
      size: null,
      rooms: null,
      status: 'Rented',
      financialInfo: { monthlyRent: null },
    },
    subTenants: [],
  },
  documents: { passport: null, contract: null, inventory: null },
};

export const firstPaintRows: ScreenFirstPaintRows<typeof screens> = {
  'tenants-list': { route: tenantList, samples: [tenant] },
};
