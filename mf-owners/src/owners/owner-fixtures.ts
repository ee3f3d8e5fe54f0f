// Test data shared by the owner page tests.
import type { Owner } from '@pm/schemas/owner';
import type { PropertySummary } from '@pm/schemas/property';

export const storedOwner: Owner = {
  _id: '6650a1f2c3d4e5f601234567',
  __v: 0,
  email: 'somchai@example.com',
  profile: {
    name: 'Somchai Jaidee',
    nickName: 'Chai',
    contactNo: '0812345678',
    emergencyNo: '0898765432',
    dob: '1980-04-12',
    profileImage: '/api/files/profile-1.png',
    payGovtTax: true,
    payCommonAreaFee: false,
    billingThreshold: '5000',
  },
  passport: {
    passportNo: 'AA1234567',
    passportExpiry: '2030-01-31',
    passportImage: '/api/files/passport-1.png',
  },
  bank: {
    bankAccNo: '1234567890',
    bankName: 'Kasikorn',
    bankBranch: 'Silom',
    bankImage: '/api/files/bank-1.png',
  },
};

export const ownerProperty: PropertySummary = {
  _id: 'prop-1',
  name: 'Sukhumvit Suite',
  condoName: 'The Lofts',
  address: '12 Sukhumvit Soi 24, Bangkok',
  size: '65 sqm',
  rooms: 2,
  status: 'rented',
  financialInfo: { monthlyRent: 35000 },
};
