// The writes of the crash-safety run (SPEC 7 payloads) and the record each one should leave behind.
import { randomBytes, randomInt } from 'node:crypto';

export type Entity = 'owner' | 'property' | 'tenant' | 'contract';

/** An uploaded file: the record answers a URL whose body must be these bytes. */
export class SentFile {
  constructor(readonly bytes: Buffer) {}
}
export type Expected = string | number | boolean | null | SentFile | Expected[] | { [key: string]: Expected };

/** One write: where it goes, its body, and the record as GET should answer it afterwards (the fields sent). */
export interface Write {
  entity: Entity;
  kind: 'create' | 'edit';
  path: string;
  body: () => FormData | Record<string, unknown>;
  expected: { [key: string]: Expected };
}

export const READ_PATH: Record<Entity, string> = {
  owner: '/api/owner',
  property: '/api/property/',
  tenant: '/api/tenant/',
  contract: '/api/contract/',
};
/** What tells a created record apart in its list: the writes that got no answer are looked up by it. */
export const MARKER: Record<Entity, (record: Record<string, unknown>) => unknown> = {
  owner: (record) => record.email,
  property: (record) => record.refId,
  tenant: (record) => record.email,
  contract: (record) => record.contractRefName,
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = () => new SentFile(Buffer.concat([PNG_SIGNATURE, randomBytes(randomInt(64, 4096))]));
const jpeg = () => new SentFile(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(600)]));
const webp = () =>
  new SentFile(Buffer.concat([Buffer.from('RIFF'), randomBytes(4), Buffer.from('WEBP'), randomBytes(300)]));
const pdf = () => new SentFile(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(randomInt(64, 2048))]));

const THAI = ['สมชาย', 'มาลี', 'กรุงเทพ', 'เชียงใหม่', 'ภูเก็ต'];
const word = () => `${THAI[randomInt(THAI.length)]} ${randomBytes(3).toString('hex')}`;
const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
const date = (fromYear: number) =>
  `${fromYear + randomInt(20)}-0${1 + randomInt(9)}-${String(1 + randomInt(28)).padStart(2, '0')}`;
const flag = () => randomInt(2) === 1;

/** A multipart body: text fields, then the files (a field may hold several). */
function multipart(fields: Record<string, Expected>, files: Record<string, SentFile | SentFile[]>) {
  return () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    for (const [name, sent] of Object.entries(files)) {
      for (const file of [sent].flat()) form.append(name, new Blob([new Uint8Array(file.bytes)]), 'upload');
    }
    return form;
  };
}

function ownerText() {
  return {
    name: word(),
    nickName: word(),
    contactNo: digits(10),
    emergencyNo: digits(10),
    dob: date(1950),
    passportNo: `P${digits(8)}`,
    passportExpiry: date(2030),
    bankAccNo: digits(12),
    bankName: word(),
    bankBranch: word(),
    billingThreshold: digits(4),
    payGovtTax: flag(),
    payCommonAreaFee: flag(),
  };
}
function ownerRecord(text: ReturnType<typeof ownerText>, images: Record<string, SentFile>) {
  const { passportNo, passportExpiry, bankAccNo, bankName, bankBranch, ...profile } = text;
  return {
    profile: { ...profile, profileImage: images.profileImage as SentFile },
    passport: { passportNo, passportExpiry, passportImage: images.passportImage as SentFile },
    bank: { bankAccNo, bankName, bankBranch, bankImage: images.bankImage as SentFile },
  };
}

export function createOwner(tag: string): Write {
  const email = `crash-${tag}@example.com`;
  const text = ownerText();
  const images = { profileImage: png(), bankImage: jpeg(), passportImage: webp() };
  return {
    entity: 'owner',
    kind: 'create',
    path: '/api/owner/register',
    body: multipart({ ...text, email, password: `owner-${tag}-secret` }, images),
    expected: { email, ...ownerRecord(text, images) },
  };
}

/** Every text field and a new profile image: the record after it does not depend on earlier edits. */
export function editOwner(id: string, current: Write['expected']): Write {
  const text = ownerText();
  const previous = current as { passport: { passportImage: SentFile }; bank: { bankImage: SentFile } };
  const images = {
    profileImage: png(),
    passportImage: previous.passport.passportImage,
    bankImage: previous.bank.bankImage,
  };
  return {
    entity: 'owner',
    kind: 'edit',
    path: `/api/owner/?id=${id}`,
    body: multipart(text, { profileImage: images.profileImage }),
    expected: { email: current.email as string, ...ownerRecord(text, images) },
  };
}

function propertyText() {
  return {
    name: word(),
    size: randomInt(20, 400) + 0.5,
    rooms: randomInt(1, 9),
    bedrooms: randomInt(1, 5),
    bathrooms: randomInt(1, 4),
    floors: randomInt(1, 3),
    address: `${word()}\n${word()}`,
    description: word(),
    location: { latitude: 13.75, longitude: 100.5, neighbourhood: word() },
    financialInfo: { monthlyRent: randomInt(5000, 90000), estimatedRent: 200000, managementFee: 1500.5 },
  };
}
function propertyFields(text: ReturnType<typeof propertyText>) {
  const { location, financialInfo, ...top } = text;
  const nested = (group: string, values: Record<string, Expected>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [`${group}[${key}]`, value]));
  return { ...top, ...nested('location', location), ...nested('financialInfo', financialInfo) };
}

export function createProperty(tag: string, ownerId: string): Write {
  const text = propertyText();
  const refId = `REF-${tag}`;
  const files = { images: [png(), png()], 'documents[titleDeed]': pdf() };
  return {
    entity: 'property',
    kind: 'create',
    path: '/api/property/',
    body: multipart({ ...propertyFields(text), owner: ownerId, refId, status: 'available' }, files),
    expected: {
      ...text,
      refId,
      status: 'available',
      owner: { _id: ownerId },
      images: files.images,
      documents: { titleDeed: files['documents[titleDeed]'], managementContract: null },
    },
  };
}

export function editProperty(id: string, current: Write['expected']): Write {
  const text = propertyText();
  return {
    entity: 'property',
    kind: 'edit',
    path: `/api/property/?id=${id}`,
    body: multipart(propertyFields(text), {}),
    expected: { ...current, ...text },
  };
}

function tenantText() {
  return {
    firstName: word(),
    nickName: word(),
    surName: word(),
    contactNo: digits(10),
    whatsAppNo: digits(10),
    dob: date(1960),
    nationality: word(),
    homeAddress: word(),
  };
}

export function createTenant(tag: string, propertyId: string): Write {
  const email = `crash-tenant-${tag}@example.com`;
  const text = tenantText();
  const sub = {
    firstName: word(),
    nickName: word(),
    surName: word(),
    contactNo: digits(10),
    dob: date(1970),
    nationality: word(),
    homeAddress: word(),
  };
  const subFields = Object.fromEntries(
    Object.entries(sub).map(([key, value]) => [`subTenants[0][${key}]`, value]),
  );
  const files = { profileImage: png(), contract: pdf() };
  return {
    entity: 'tenant',
    kind: 'create',
    path: '/api/tenant/register',
    body: multipart({ ...text, ...subFields, email, property: propertyId, password: `tenant-${tag}` }, files),
    expected: {
      email,
      profile: {
        ...text,
        property: { _id: propertyId },
        profileImage: files.profileImage,
        subTenants: [sub],
      },
      documents: { contract: files.contract, passport: null, inventory: null },
    },
  };
}

/** The tenant's own fields; its sub-tenants are not sent, so they stay as created. */
export function editTenant(id: string, current: Write['expected']): Write {
  const text = tenantText();
  const profile = current.profile as Record<string, Expected>;
  return {
    entity: 'tenant',
    kind: 'edit',
    path: `/api/tenant/?id=${id}`,
    body: multipart(text, {}),
    expected: { ...current, profile: { ...profile, ...text } },
  };
}

function contractTerms() {
  const start = date(2020);
  return {
    rentalRateInMonths: randomInt(5000, 90000),
    rentalPeriod: `${randomInt(1, 36)} months`,
    startDate: start,
    finishDate: `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`,
    depositAmount: randomInt(0, 100000),
    numberOfTenants: randomInt(1, 6),
    agent: { name: word() },
    coAgent: { name: word(), company: word() },
    resOfUtils: { water: 'owner', electricity: flag() ? 'owner' : 'tenant', internet: 'tenant' },
    maintenanceThreshold: randomInt(0, 1000),
    bahtMaintainanceThreshold: randomInt(0, 5000),
    cleaningFeesAtChechOut: flag(),
    bedSheetCleaningFees: flag(),
    specialAggrements: flag(),
    anyAgreedPets: flag(),
    gardening: flag(),
    termitesSpraying: flag(),
    poolMaintainance: flag(),
  };
}

export function createContract(
  tag: string,
  parties: { owner: string; property: string; tenant: string },
): Write {
  const terms = { ...contractTerms(), contractRefName: `CT-${tag}` };
  return {
    entity: 'contract',
    kind: 'create',
    path: '/api/contract/',
    body: () => ({
      ...terms,
      ownerId: parties.owner,
      propertyId: parties.property,
      tenantId: parties.tenant,
    }),
    expected: {
      ...terms,
      owner: { _id: parties.owner },
      property: { _id: parties.property },
      tenant: { _id: parties.tenant },
    },
  };
}

export function editContract(id: string, current: Write['expected']): Write {
  const terms = { ...contractTerms(), contractRefName: current.contractRefName as string };
  return {
    entity: 'contract',
    kind: 'edit',
    path: `/api/contract/?id=${id}`,
    body: () => terms,
    expected: { ...current, ...terms },
  };
}
