import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackButton } from './back-button';
import { LoadStates } from './page-states';
import { renderRoutes } from './testing';
import type { LoadState } from './use-load';

function renderStates(state: LoadState<string>, errorText?: string) {
  return renderRoutes('/', {
    '/': (
      <LoadStates state={state} errorText={errorText}>
        {(data) => <p>Loaded {data}</p>}
      </LoadStates>
    ),
  });
}

describe('LoadStates', () => {
  it('shows "Loading..." while loading', () => {
    renderStates({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText(/Loaded/)).toBeNull();
    // The text names the state; the spinner beside it is hidden, as a progressbar without a name fails axe.
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows "Error: {message}" when the load fails', () => {
    renderStates({ status: 'error', message: 'Unauthorized access' });
    expect(screen.getByRole('alert').textContent).toBe('Error: Unauthorized access');
  });

  it("shows the screen's own error text instead when given", () => {
    renderStates({ status: 'error', message: 'Unauthorized access' }, 'Oops! Something went wrong.');
    expect(screen.getByRole('alert').textContent).toBe('Oops! Something went wrong.');
  });

  it('renders the loaded data', () => {
    renderStates({ status: 'loaded', data: 'owners' });
    expect(screen.getByText('Loaded owners')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('BackButton', () => {
  it('is a "Back" link to the given list', async () => {
    renderRoutes(['/owners', '/add-owner'], {
      '/add-owner': <BackButton to="/owners" />,
      '/owners': 'Owners list',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByText('Owners list')).toBeTruthy();
  });
});
