import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

const buttonTexts = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Pager', () => {
  it('shows nothing when every record fits on the first page', () => {
    render(<Pager facts={{ page: 1, limit: 15, total: 15 }} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the first, the last and two pages each side of the current one', () => {
    render(<Pager facts={{ page: 5, limit: 10, total: 95 }} onPage={() => {}} />);
    expect(buttonTexts()).toEqual(['Previous', '1', '3', '4', '5', '6', '7', '10', 'Next']);
    expect(screen.getByText('Showing 41-50 of 95')).toBeTruthy();
  });

  it('asks for the page pressed, and past the end goes back to the last page', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pager facts={{ page: 4, limit: 15, total: 20 }} onPage={onPage} />);
    expect(screen.getByText('Page 4 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPage.mock.calls).toEqual([[2], [1]]);
  });
});
