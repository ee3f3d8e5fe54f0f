import { ApiError, ownersApi } from '@pm/api-client';
import { storedOwner } from '@pm/schemas/testing';
import { listPageCases } from '@pm/ui/page-tests';
import { screen, within } from '@testing-library/react';
import { OwnersListPage } from './owners-list-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { ownersApi: ['list'] }),
);

describe('Owners list (/owners)', () => {
  listPageCases({
    path: '/owners',
    page: <OwnersListPage />,
    list: vi.mocked(ownersApi.list),
    plural: 'owners',
    record: storedOwner,
    title: 'Owners',
    columns: ['Owner Name', 'Phone', 'Bank Name', 'Passport No', 'Status', 'Action'],
    // The first cell holds the name above the email.
    cells: ['Somchai Jaideesomchai@example.com', '0812345678', 'Kasikorn', 'AA1234567', 'Active'],
    alsoShows: (row) => {
      expect(screen.getByPlaceholderText('Search here')).toBeTruthy();
      expect(within(row).getByText('Somchai Jaidee')).toBeTruthy();
      expect(within(row).getByText('somchai@example.com')).toBeTruthy();
      expect(within(row).getByRole('img', { name: 'Somchai Jaidee profile image' }).getAttribute('src')).toBe(
        '/api/files/profile-1.png',
      );
    },
    add: { label: 'Add Owner', to: '/add-owner' },
    emptyText: 'No Owners Available',
    failure: new ApiError('Unauthorized access', 401),
    actions: {
      button: 'Actions for Somchai Jaidee',
      view: '/owner/:id',
      update: '/owners/update-owner/:id',
      deleteLog: 'Delete owner',
    },
  });
});
