import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import SAMPLE from './sample-records.json' with { type: 'json' };

/** The bearer token the signed-in page holds (the auth-token cookie). */
export async function tokenOf(page: Page, baseURL: string): Promise<string> {
  const cookies = await page.context().cookies(baseURL);
  const token = cookies.find((cookie) => cookie.name === 'auth-token')?.value;
  expect(token).toBeTruthy();
  return token as string;
}

/** Posts a body (`{ multipart }` or JSON `{ data }`) to the real API as a client would; answers the record's data. */
async function post(
  page: Page,
  url: string,
  token: string,
  body: { multipart: FormData } | { data: object },
) {
  const response = await page.request.post(url, { headers: { authorization: `Bearer ${token}` }, ...body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

/** Posts a multipart form to the real API as a client would, and answers the created record's data. */
export async function postForm(page: Page, url: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return post(page, url, token, { multipart: form });
}

/** Registers an owner with a full set of owner fields through the real API; answers the owner's data. */
export async function createOwner(
  page: Page,
  baseURL: string,
  token: string,
  owner: { name: string; email: string },
) {
  return postForm(page, `${baseURL}/api/owner/register`, token, { ...SAMPLE.owner, ...owner });
}

/** A rented property of this owner, created through the real API; answers the property's data. */
export async function createProperty(
  page: Page,
  baseURL: string,
  token: string,
  property: { owner: string; name: string },
) {
  return postForm(page, `${baseURL}/api/property/`, token, { ...SAMPLE.property, ...property });
}

/**
 * An owner `${names.owner} ${unique}` (email from the name: `contract.owner.<unique>@example.com`) and their
 * property `${names.property} ${unique}`, created through the real API; answers both records' data.
 */
export async function createOwnerAndProperty(
  page: Page,
  baseURL: string,
  token: string,
  unique: string,
  names: { owner: string; property: string },
) {
  const owner = await createOwner(page, baseURL, token, {
    name: `${names.owner} ${unique}`,
    email: `${names.owner.toLowerCase().replaceAll(' ', '.')}.${unique}@example.com`,
  });
  const property = await createProperty(page, baseURL, token, {
    owner: owner._id,
    name: `${names.property} ${unique}`,
  });
  return { owner, property };
}

/** A tenant of this property, created through the real API; answers the tenant's data. */
export async function createTenant(
  page: Page,
  baseURL: string,
  token: string,
  tenant: { property: string; firstName: string; email: string },
) {
  return postForm(page, `${baseURL}/api/tenant/register`, token, { ...SAMPLE.tenant, ...tenant });
}

/**
 * A one-year contract between these parties (2026, unless `startDate` and `finishDate` say otherwise), created
 * through the real API (JSON); answers its data.
 */
export async function createContract(
  page: Page,
  baseURL: string,
  token: string,
  parties: { ownerId: string; propertyId: string; tenantId: string; contractRefName: string } & {
    startDate?: string;
    finishDate?: string;
  },
) {
  return post(page, `${baseURL}/api/contract/`, token, { data: { ...SAMPLE.contract, ...parties } });
}

/**
 * The parties of a contract, created through the real API: an owner and their property (see
 * createOwnerAndProperty) and a tenant there, first name `${names.tenant}${unique}`, email
 * `${names.tenantEmail}.${unique}@example.com`.
 */
export async function createParties(
  page: Page,
  baseURL: string,
  token: string,
  unique: string,
  names: { owner: string; property: string; tenant: string; tenantEmail: string },
) {
  const { owner, property } = await createOwnerAndProperty(page, baseURL, token, unique, names);
  const tenant = await createTenant(page, baseURL, token, {
    property: property._id,
    firstName: `${names.tenant}${unique}`,
    email: `${names.tenantEmail}.${unique}@example.com`,
  });
  return { owner, property, tenant };
}

/** Invites a staff member through the real API (with an admin's token); answers the invited member's data. */
export async function inviteStaff(
  page: Page,
  baseURL: string,
  token: string,
  person: { name: string; email: string; role: 'admin' | 'agent' | 'viewer' },
) {
  return post(page, `${baseURL}/api/staff/invite`, token, { data: person });
}

/**
 * One record of each domain, linked (owner, their property, a tenant there, their contract), and an invited staff
 * member (a viewer) for the staff screens.
 */
export async function createLinkedRecords(page: Page, baseURL: string, token: string, unique: string) {
  const { owner, property, tenant } = await createParties(page, baseURL, token, unique, {
    owner: 'Linked Owner',
    property: 'Linked Condo',
    tenant: 'Linked',
    tenantEmail: 'linked.tenant',
  });
  const contract = await createContract(page, baseURL, token, {
    ownerId: owner._id,
    propertyId: property._id,
    tenantId: tenant._id,
    contractRefName: `Linked contract ${unique}`,
  });
  const staff = await inviteStaff(page, baseURL, token, {
    name: `Linked Staff ${unique}`,
    email: `linked.staff.${unique}@example.com`,
    role: 'viewer',
  });
  return { owner, property, tenant, contract, staff };
}
