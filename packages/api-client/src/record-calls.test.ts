// The calls every domain's api makes alike (SPEC 7), domain by domain; each domain's own test keeps the rest.
import { itAsksFor, pagedCalls, useTestApi } from '../test/fetch-stub';
import { contractsApi, ownersApi, propertiesApi, tenantsApi } from './api-client';

describe.each([
  ['owners', ownersApi, 'GET /owner/all', 'GET /owner?id='],
  ['properties', propertiesApi, 'GET /property/all', 'GET /property/?id='],
  ['tenants', tenantsApi, 'GET /tenant/all', 'GET /tenant/?id='],
  ['contracts', contractsApi, 'GET /contract/all', 'GET /contract/?id='],
])('%s list and read calls', (_, api, list, read) => {
  useTestApi();

  itAsksFor('asks for a page of the list (1 and 15 unless given) and for one record by its id', [
    ...pagedCalls(api.list, list),
    [() => api.get('abc'), `${read}abc`],
  ]);
});

describe.each([
  ['owner', ownersApi.create, 'POST /owner/register', ownersApi.update, 'POST /owner/?id=abc'],
  ['property', propertiesApi.create, 'POST /property/', propertiesApi.update, 'POST /property/?id=abc'],
  ['tenant', tenantsApi.register, 'POST /tenant/register', tenantsApi.update, 'POST /tenant/?id=abc'],
])('%s forms', (_, create, created, update, updated) => {
  useTestApi();

  itAsksFor('sends an add and an edit as multipart forms', [
    [() => create(new FormData()), created, 'multipart'],
    [() => update('abc', new FormData()), updated, 'multipart'],
  ]);
});
