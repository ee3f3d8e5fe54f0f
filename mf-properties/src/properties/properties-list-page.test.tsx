import { ApiError, propertiesApi } from '@pm/api-client';
import { storedProperty } from '@pm/schemas/testing';
import { listPageCases } from '@pm/ui/page-tests';
import { PropertiesListPage } from './properties-list-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { propertiesApi: ['list'] }),
);

describe('Properties list (/properties)', () => {
  listPageCases({
    path: '/properties',
    page: <PropertiesListPage />,
    list: vi.mocked(propertiesApi.list),
    plural: 'properties',
    record: storedProperty,
    title: 'Properties',
    columns: ['Name', 'CondoName', 'Address', 'Size', 'Rooms', 'Monthly Rent', 'Status', 'Actions'],
    cells: [
      'Sukhumvit Suite',
      'condoName 1',
      '12 Sukhumvit Soi 24, Bangkok',
      '65.5',
      '3',
      '35,000',
      'rented',
    ],
    add: { label: 'Add Property', to: '/properties/add-property' },
    emptyText: 'No Properties Available',
    failure: new ApiError('Please sign in again.', 401),
    errorText: 'Oops! Something went wrong.',
    actions: {
      button: 'Actions for Sukhumvit Suite',
      view: '/property/:id',
      update: '/properties/update-property/:id',
      deleteLog: 'Delete property',
    },
  });
});
