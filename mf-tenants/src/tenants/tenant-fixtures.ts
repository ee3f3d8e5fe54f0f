// Test data shared by the tenant page tests.
import type { Contract } from '@pm/schemas/contract';
import type { Tenant } from '@pm/schemas/tenant';

export const storedTenant: Tenant = {
  _id: '7a1b2c3d-0000-4000-8000-000000000001',
  __v: 0,
  email: 'john@example.com',
  profile: {
    firstName: 'John',
    nickName: 'Johnny',
    surName: 'Smith',
    contactNo: '0812345678',
    whatsAppNo: '0899999999',
    dob: '1990-01-15',
    nationality: 'British',
    homeAddress: '1 Baker Street, London',
    profileImage: '/api/files/profile-1.png',
    property: {
      _id: 'prop-1',
      name: 'Sky Residence 12A',
      condoName: 'condoName 1',
      address: '99 Sathorn Rd',
      size: 45.5,
      rooms: 2,
      status: 'rented',
      financialInfo: { monthlyRent: 25000 },
    },
    subTenants: [
      {
        _id: 'sub-1',
        firstName: 'Mali',
        nickName: 'Mal',
        surName: 'Srisuk',
        email: 'mali@example.com',
        contactNo: '0811111111',
        whatsAppNo: null,
        dob: '1995-06-01',
        nationality: 'Thai',
        homeAddress: '9 Sukhumvit Rd',
        passport: 'P1234567',
      },
    ],
  },
  documents: {
    passport: '/api/files/passport-1.jpg',
    contract: '/api/files/contract-1.pdf',
    inventory: null,
  },
};

export const tenantContract = {
  _id: 'contract-1',
  contractRefName: 'CR-2024-001',
  depositAmount: 50000,
  startDate: '2024-01-01',
  finishDate: '2024-12-31',
  agent: { name: 'Agent Ann' },
  owner: { profile: { name: 'Somchai Jaidee' } },
  tenant: { profile: { firstName: 'John', surName: 'Smith' } },
} as unknown as Contract;

export const propertyList = [
  { _id: 'prop-1', name: 'Sky Residence 12A' },
  { _id: 'prop-2', name: 'Riverside 3B' },
];
