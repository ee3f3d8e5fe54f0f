// One valid record of each domain for the tests of every package (package subpath '@pm/schemas/testing'; never
// imported by app code, only by tests and by the samples a build draws first paints from): what its form sends (texts by field name, as multipart carries them) and what the server
// answers once it is stored. A test overrides only what is its own (a new email, other ids or file addresses).
// Last, the required messages of each form (SPEC 5), which the schema, server and page tests all check.
import type { OwnerImageField, OwnerSettingField, OwnerTextField } from '../src/owner-fields';
import type { PropertyTextField } from '../src/property-fields';
import type { Contract, Owner, Property, PropertySummary, Tenant } from '../src/records';
import type { SubTenantField, TenantFileField, TenantTextField } from '../src/tenant-fields';

/** Stored records: without the server's id and version. */
type Answer<T> = Omit<T, '_id' | '__v'>;

/** An owner as the register form sends it (SPEC 3 "Submitted on create"), but for its email. */
export const OWNER_VALUES = {
  name: 'Somchai Jaidee',
  nickName: 'Chai',
  contactNo: '0812345678',
  emergencyNo: '0898765432',
  dob: '1980-04-12',
  password: 'longenough',
  passportNo: 'AA1234567',
  passportExpiry: '2030-01-31',
  bankAccNo: '1234567890',
  bankName: 'Kasikorn',
  bankBranch: 'Silom',
  billingThreshold: '5000',
  payGovtTax: 'true',
  payCommonAreaFee: 'false',
} satisfies Record<Exclude<OwnerTextField, 'email'> | OwnerSettingField, string>;

/** The owner of OWNER_VALUES as the server answers it (SPEC 3), with `email` and `images`. */
export function ownerAnswer(email: string, images: Record<OwnerImageField, string | null>): Answer<Owner> {
  const { name, nickName, contactNo, emergencyNo, dob, passportNo, passportExpiry } = OWNER_VALUES;
  const { bankAccNo, bankName, bankBranch, billingThreshold } = OWNER_VALUES;
  return {
    email,
    profile: {
      name,
      nickName,
      contactNo,
      emergencyNo,
      dob,
      profileImage: images.profileImage,
      payGovtTax: true,
      payCommonAreaFee: false,
      billingThreshold,
    },
    passport: { passportNo, passportExpiry, passportImage: images.passportImage },
    bank: { bankAccNo, bankName, bankBranch, bankImage: images.bankImage },
  };
}

export const storedOwner: Owner = {
  _id: '7f1c2a4e-1111-4a2b-8c3d-000000000001',
  __v: 0,
  ...ownerAnswer('somchai@example.com', {
    profileImage: '/api/files/profile-1.png',
    bankImage: '/api/files/bank-1.png',
    passportImage: '/api/files/passport-1.png',
  }),
};

/** A second owner, to choose from. */
export const otherOwner: Owner = {
  ...storedOwner,
  _id: '7f1c2a4e-1111-4a2b-8c3d-000000000002',
  email: 'malee@example.com',
  profile: { ...storedOwner.profile, name: 'Malee Srisuk', contactNo: '0899999999' },
};

/** A property with every field filled, as the add form sends its texts (SPEC 7), but for its owner. */
export const PROPERTY_VALUES = {
  name: 'Sukhumvit Suite',
  refId: 'REF-001',
  type: 'type 2',
  condoName: 'condoName 1',
  size: '65.5',
  rooms: '3',
  bedrooms: '2',
  bathrooms: '1',
  floors: '4',
  status: 'rented',
  threeSixtyTour: 'https://my.matterport.com/show/?m=abc',
  billingDate: '2025-01-05',
  englishLink: 'https://example.com/en',
  thaiLink: 'https://example.com/th',
  address: '12 Sukhumvit Soi 24, Bangkok',
  description: 'Bright corner unit',
  latitude: '13.7563',
  longitude: '100.5018',
  neighbourhood: 'Neighbourhood 3',
  monthlyRent: '35000',
  estimatedRent: '200000',
  managementFee: '1500.5',
} as const satisfies Record<Exclude<PropertyTextField, 'owner'>, string>;

/** The property of PROPERTY_VALUES as the server answers it (SPEC 3): numbers as numbers, `owner`'s record. */
export function propertyAnswer(
  owner: Owner,
  files: Pick<Property, 'documents' | 'images'>,
): Answer<Property> {
  const { latitude, longitude, neighbourhood, monthlyRent, estimatedRent, managementFee, ...texts } =
    PROPERTY_VALUES;
  const number = (field: keyof typeof PROPERTY_VALUES) => Number(PROPERTY_VALUES[field]);
  return {
    ...texts,
    size: number('size'),
    rooms: number('rooms'),
    bedrooms: number('bedrooms'),
    bathrooms: number('bathrooms'),
    floors: number('floors'),
    owner,
    location: { latitude: Number(latitude), longitude: Number(longitude), neighbourhood },
    financialInfo: {
      monthlyRent: Number(monthlyRent),
      estimatedRent: Number(estimatedRent),
      managementFee: Number(managementFee),
    },
    ...files,
  };
}

export const storedProperty: Property = {
  _id: '9a8b7c6d-2222-4a2b-8c3d-000000000010',
  __v: 1,
  ...propertyAnswer(storedOwner, {
    documents: { titleDeed: '/api/files/deed-1.pdf', managementContract: null },
    images: ['/api/files/photo-1.png', '/api/files/photo-2.jpg'],
  }),
};

/** A second property, to choose from. */
export const otherProperty: Property = {
  ...storedProperty,
  _id: '9a8b7c6d-2222-4a2b-8c3d-000000000011',
  name: 'Riverside 3B',
};

/** What a tenant's profile and an owner's properties table carry of a property. */
export function propertySummary(property: Property): PropertySummary {
  const { _id, name, condoName, address, size, rooms, status, financialInfo } = property;
  return {
    _id,
    name,
    condoName,
    address,
    size,
    rooms,
    status,
    financialInfo: { monthlyRent: financialInfo.monthlyRent },
  };
}

/** A tenant as the register form sends it (SPEC 7 "Tenants"), but for its property and email. */
export const TENANT_VALUES = {
  firstName: 'John',
  nickName: 'Johnny',
  surName: 'Smith',
  contactNo: '0812345678',
  whatsAppNo: '0899999999',
  dob: '1990-01-15',
  password: 'Tenant@12345',
  nationality: 'British',
  homeAddress: '1 Baker Street, London',
} satisfies Record<Exclude<TenantTextField, 'property' | 'email'>, string>;

/** A sub-tenant with every field filled, as the register form sends it (subTenants[i][field]). */
export const SUB_TENANT_VALUES = {
  firstName: 'Mali',
  nickName: 'Mal',
  surName: 'Srisuk',
  email: 'mali@example.com',
  contactNo: '0811111111',
  whatsAppNo: '',
  dob: '1995-06-01',
  nationality: 'Thai',
  homeAddress: '9 Sukhumvit Rd',
  passport: 'P1234567',
} satisfies Record<SubTenantField, string>;

/** The tenant of TENANT_VALUES, with one sub-tenant of SUB_TENANT_VALUES, as the server answers it (SPEC 3). */
export function tenantAnswer(
  email: string,
  property: PropertySummary,
  files: Record<TenantFileField, string | null>,
): Answer<Tenant> {
  const { password: _password, ...profile } = TENANT_VALUES;
  const { profileImage, ...documents } = files;
  const subTenant = { _id: 'sub-1', ...SUB_TENANT_VALUES, whatsAppNo: null };
  return { email, profile: { ...profile, profileImage, property, subTenants: [subTenant] }, documents };
}

export const storedTenant: Tenant = {
  _id: '7a1b2c3d-0000-4000-8000-000000000001',
  __v: 0,
  ...tenantAnswer('john@example.com', propertySummary(storedProperty), {
    profileImage: '/api/files/profile-1.png',
    passport: '/api/files/passport-1.jpg',
    contract: '/api/files/contract-1.pdf',
    inventory: null,
  }),
};

/** A contract with every value given, as the add form sends it (JSON), but for its owner, property and tenant. */
export const CONTRACT_VALUES = {
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
} satisfies Omit<Answer<Contract>, 'owner' | 'property' | 'tenant' | keyof LeaseAnswer>;

/** The lease facts of a contract that is neither renewed, ended nor offered a renewal (issue 25). */
export const OPEN_LEASE = {
  leaseStatus: 'open',
  renews: null,
  renewedBy: null,
  ending: null,
  renewalOfferedAt: null,
} as const satisfies LeaseAnswer;
type LeaseAnswer = Pick<Contract, 'leaseStatus' | 'renews' | 'renewedBy' | 'ending' | 'renewalOfferedAt'>;

export const storedContract: Contract = {
  _id: 'c0a1b2c3-3333-4a2b-8c3d-000000000020',
  __v: 2,
  owner: storedOwner,
  property: storedProperty,
  tenant: storedTenant,
  ...CONTRACT_VALUES,
  ...OPEN_LEASE,
};

/**
 * SPEC 5: the message each required field of a form shows when it is empty or missing, in the form's order, as
 * [field, message] rows (the sub-tenant rows name fields of subTenants[i]).
 */
export const REQUIRED_MESSAGES = {
  owner: [
    ['name', 'Name is required'],
    ['nickName', 'Nickname is required'],
    ['email', 'Email is required'],
    ['contactNo', 'Contact number is required'],
    ['emergencyNo', 'Emergency number is required'],
    ['dob', 'Date of birth is required'],
    ['password', 'Password is required'],
    ['passportNo', 'Passport number is required'],
    ['passportExpiry', 'Passport expiry date is required'],
    ['bankAccNo', 'Bank account number is required'],
    ['bankName', 'Bank name is required'],
    ['bankBranch', 'Bank branch is required'],
  ],
  property: [
    ['owner', 'Owner is required'],
    ['name', 'Name is required'],
  ],
  tenant: [
    ['property', 'Property is required'],
    ['firstName', 'First name is required'],
    ['nickName', 'Nickname is required'],
    ['surName', 'Surname is required'],
    ['contactNo', 'Contact number is required'],
    ['whatsAppNo', 'WhatsApp number is required'],
    ['dob', 'Date of birth is required'],
    ['email', 'Email is required'],
    ['nationality', 'Nationality is required'],
    ['homeAddress', 'Home address is required'],
  ],
  subTenant: [
    ['firstName', 'First name is required'],
    ['nickName', 'Nickname is required'],
    ['surName', 'Surname is required'],
    ['contactNo', 'Contact number is required'],
    ['dob', 'Date of birth is required'],
    ['nationality', 'Nationality is required'],
    ['homeAddress', 'Home address is required'],
  ],
  contract: [
    ['ownerId', 'Owner is required'],
    ['propertyId', 'Property is required'],
    ['tenantId', 'Tenant is required'],
    ['contractRefName', 'Contract reference name is required'],
    ['startDate', 'Start date is required'],
    ['finishDate', 'Finish date is required'],
  ],
} satisfies Record<string, [field: string, message: string][]>;

/** The required messages of a form, as its screen lists them. */
export const requiredMessages = (form: keyof typeof REQUIRED_MESSAGES) =>
  REQUIRED_MESSAGES[form].map(([, message]) => message);
