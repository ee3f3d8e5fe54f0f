// Test data shared by the contract page tests.
import type { Contract } from '@pm/schemas/contract';
import type { Owner } from '@pm/schemas/owner';
import type { Property } from '@pm/schemas/property';
import type { Tenant } from '@pm/schemas/tenant';

export const owner: Owner = {
  _id: 'owner-1',
  __v: 0,
  email: 'somchai@example.com',
  profile: {
    name: 'Somchai Jaidee',
    nickName: 'Chai',
    contactNo: '0812345678',
    emergencyNo: '0898765432',
    dob: '1980-04-12',
    profileImage: null,
    payGovtTax: true,
    payCommonAreaFee: true,
  },
  passport: { passportNo: 'AA1234567', passportExpiry: '2030-01-31', passportImage: null },
  bank: { bankAccNo: '1234567890', bankName: 'Kasikorn', bankBranch: 'Silom', bankImage: null },
};

export const otherOwner: Owner = {
  ...owner,
  _id: 'owner-2',
  email: 'niran@example.com',
  profile: { ...owner.profile, name: 'Niran Chai' },
};

export const property: Property = {
  _id: 'property-1',
  __v: 0,
  name: 'Sukhumvit Suite',
  refId: 'P-1',
  type: 'type 1',
  condoName: 'condoName 1',
  size: 65,
  rooms: 2,
  bedrooms: 1,
  bathrooms: 1,
  floors: 1,
  status: 'rented',
  threeSixtyTour: null,
  billingDate: null,
  englishLink: null,
  thaiLink: null,
  address: '12 Sukhumvit Soi 24, Bangkok',
  description: null,
  owner,
  location: { longitude: null, latitude: null, neighbourhood: null },
  financialInfo: { monthlyRent: 25000, estimatedRent: null, managementFee: null },
  documents: { titleDeed: null, managementContract: null },
  images: [],
};

export const tenant: Tenant = {
  _id: 'tenant-1',
  __v: 0,
  email: 'mali@example.com',
  profile: {
    firstName: 'Mali',
    nickName: 'Mai',
    surName: 'Suksan',
    contactNo: '0811111111',
    whatsAppNo: '0811111111',
    dob: '1990-02-03',
    nationality: 'Thai',
    homeAddress: 'Chiang Mai',
    profileImage: null,
    property: {
      _id: property._id,
      name: property.name,
      condoName: 'condoName 1',
      address: '12 Sukhumvit Soi 24, Bangkok',
      size: 65,
      rooms: 2,
      status: 'rented',
      financialInfo: { monthlyRent: 25000 },
    },
    subTenants: [],
  },
  documents: { passport: null, contract: null, inventory: null },
};

export const storedContract: Contract = {
  _id: 'contract-1',
  __v: 2,
  owner,
  property,
  tenant,
  contractRefName: 'CT-2024-001',
  rentalRateInMonths: 25000,
  rentalPeriod: '12 months',
  startDate: '2024-01-01',
  finishDate: '2024-12-31',
  depositAmount: 50000,
  numberOfTenants: 2,
  agent: { name: 'Anong Agent' },
  coAgent: { name: 'Boon Helper', company: 'Siam Homes' },
  resOfUtils: { water: 'owner', electricity: 'tenant', internet: 'tenant' },
  maintenanceThreshold: 300,
  bahtMaintainanceThreshold: 2000,
  cleaningFeesAtChechOut: true,
  bedSheetCleaningFees: false,
  specialAggrements: true,
  anyAgreedPets: false,
  gardening: true,
  termitesSpraying: false,
  poolMaintainance: false,
};
