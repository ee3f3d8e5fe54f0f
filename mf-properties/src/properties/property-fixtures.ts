// Test data shared by the property page tests.
import type { Owner } from '@pm/schemas/owner';
import type { Property } from '@pm/schemas/property';

export const somchai: Owner = {
  _id: '7f1c2a4e-1111-4a2b-8c3d-000000000001',
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
    billingThreshold: null,
  },
  passport: { passportNo: 'AA1234567', passportExpiry: '2030-01-31', passportImage: null },
  bank: { bankAccNo: '1234567890', bankName: 'Kasikorn', bankBranch: 'Silom', bankImage: null },
};

export const malee: Owner = {
  ...somchai,
  _id: '7f1c2a4e-1111-4a2b-8c3d-000000000002',
  email: 'malee@example.com',
  profile: { ...somchai.profile, name: 'Malee Srisuk', contactNo: '0899999999' },
};

export const storedProperty: Property = {
  _id: '9a8b7c6d-2222-4a2b-8c3d-000000000010',
  __v: 1,
  name: 'Sukhumvit Suite',
  refId: 'REF-001',
  type: 'type 2',
  condoName: 'condoName 1',
  size: 65.5,
  rooms: 3,
  bedrooms: 2,
  bathrooms: 1,
  floors: 4,
  status: 'rented',
  threeSixtyTour: 'https://my.matterport.com/show/?m=abc',
  billingDate: '2025-01-05',
  englishLink: 'https://example.com/en',
  thaiLink: 'https://example.com/th',
  address: '12 Sukhumvit Soi 24, Bangkok',
  description: 'Bright corner unit',
  owner: malee,
  location: { latitude: 13.7563, longitude: 100.5018, neighbourhood: 'Neighbourhood 3' },
  financialInfo: { monthlyRent: 35000, estimatedRent: 200000, managementFee: 1500.5 },
  documents: { titleDeed: '/api/files/deed-1.pdf', managementContract: null },
  images: ['/api/files/photo-1.png', '/api/files/photo-2.jpg'],
};
