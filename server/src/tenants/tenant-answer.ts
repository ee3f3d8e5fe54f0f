import type { PropertySummary, SubTenant, Tenant } from '@pm/schemas/records';
import { asc, eq, inArray } from 'drizzle-orm';
import { answerColumns, joinedReader } from '../db/record-queries';
import { properties } from '../db/schema/properties';
import { type SubTenantRow, subTenants, type TenantRow, tenants } from '../db/schema/tenants';
import type { FileUrl } from '../files/file-urls';

const tenantColumns = answerColumns(tenants, 'passwordHash', 'createdAt', 'updatedAt');
type TenantAnswerRow = Omit<TenantRow, 'passwordHash' | 'createdAt' | 'updatedAt'>;

/** The fields of SPEC 3's property object that a tenant answer carries. */
const propertySummaryColumns = {
  id: properties.id,
  name: properties.name,
  condoName: properties.condoName,
  address: properties.address,
  size: properties.size,
  rooms: properties.rooms,
  status: properties.status,
  monthlyRent: properties.monthlyRent,
};
type PropertySummaryRow = {
  id: string;
  name: string;
  condoName: string | null;
  address: string | null;
  size: number | null;
  rooms: number | null;
  status: string;
  monthlyRent: number | null;
};

function toPropertySummary(row: PropertySummaryRow): PropertySummary {
  return {
    _id: row.id,
    name: row.name,
    condoName: row.condoName ?? '',
    address: row.address ?? '',
    size: row.size ?? '',
    rooms: row.rooms ?? '',
    status: row.status,
    financialInfo: { monthlyRent: row.monthlyRent ?? '' },
  };
}

function toSubTenant(row: SubTenantRow, fileUrl: FileUrl): SubTenant {
  return {
    _id: row.id,
    firstName: row.firstName,
    nickName: row.nickName,
    surName: row.surName,
    email: row.email,
    contactNo: row.contactNo,
    whatsAppNo: row.whatsAppNo,
    dob: row.dob,
    nationality: row.nationality,
    homeAddress: row.homeAddress,
    passport: row.passportFile ? fileUrl(row.passportFile) : row.passportNo,
  };
}

/** The rows as SPEC 3's stored shape, with `_id`, `__v` and signed file URLs. */
function toTenant(
  row: TenantAnswerRow,
  property: PropertySummaryRow,
  subRows: SubTenantRow[],
  fileUrl: FileUrl,
): Tenant {
  return {
    _id: row.id,
    __v: row.version,
    email: row.email,
    profile: {
      firstName: row.firstName,
      nickName: row.nickName,
      surName: row.surName,
      contactNo: row.contactNo,
      whatsAppNo: row.whatsAppNo,
      dob: row.dob,
      nationality: row.nationality,
      homeAddress: row.homeAddress,
      profileImage: fileUrl(row.profileImage),
      property: toPropertySummary(property),
      subTenants: subRows.map((subRow) => toSubTenant(subRow, fileUrl)),
    },
    documents: {
      passport: fileUrl(row.passportFile),
      contract: fileUrl(row.contractFile),
      inventory: fileUrl(row.inventoryFile),
    },
  };
}

/**
 * The tenants matching `where` as their routes answer them (each with its property and its sub-tenants in
 * order), newest first.
 */
export const readTenants = joinedReader(
  { tenant: tenantColumns, property: propertySummaryColumns },
  [tenants, properties, eq(properties.id, tenants.propertyId)],
  async (rows, db, fileUrl): Promise<Tenant[]> => {
    const subRows = await db
      .select()
      .from(subTenants)
      .where(
        inArray(
          subTenants.tenantId,
          rows.map((row) => row.tenant.id),
        ),
      )
      .orderBy(asc(subTenants.tenantId), asc(subTenants.position));
    const byTenant = new Map<string, SubTenantRow[]>();
    for (const subRow of subRows) {
      byTenant.set(subRow.tenantId, [...(byTenant.get(subRow.tenantId) ?? []), subRow]);
    }
    return rows.map((row) => toTenant(row.tenant, row.property, byTenant.get(row.tenant.id) ?? [], fileUrl));
  },
);
