import type { Owner, Property, Tenant } from '@pm/schemas/records';
import { ownerOptions, propertyOptions, tenantOptions } from './options';

function lister<T>(data: unknown[]) {
  const list = vi.fn(async (page: number, limit: number) => ({
    statusCode: 200,
    message: 'Success',
    data: data as T[],
    page,
    limit,
    total: data.length,
  }));
  return { list };
}

describe('select options (first 100 of each)', () => {
  it('labels owners by name, properties by name and tenants by first name and surname', async () => {
    const owners = lister<Owner>([{ _id: 'o1', profile: { name: 'Alice Owner' } }]);
    const properties = lister<Property>([{ _id: 'p1', name: 'Sunset Condo' }]);
    const tenants = lister<Tenant>([{ _id: 't1', profile: { firstName: 'Bob', surName: 'Tenant' } }]);

    expect(await ownerOptions(owners)).toEqual([{ value: 'o1', label: 'Alice Owner' }]);
    expect(await propertyOptions(properties)).toEqual([{ value: 'p1', label: 'Sunset Condo' }]);
    expect(await tenantOptions(tenants)).toEqual([{ value: 't1', label: 'Bob Tenant' }]);
    for (const source of [owners, properties, tenants]) expect(source.list).toHaveBeenCalledWith(1, 100);
  });
});
