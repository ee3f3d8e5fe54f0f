import type { AuditEntry } from '@pm/schemas/audit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from './format';
import { RecordHistory } from './record-history';
import { deferred, listEnvelope, renderRoutes } from './testing';

const createdAt = new Date(2025, 0, 31, 9, 5).toISOString();
const updatedAt = new Date(2025, 1, 2, 17, 45).toISOString();

const entries: AuditEntry[] = [
  {
    _id: 'audit-2',
    entity: 'owner',
    entityId: 'owner-1',
    action: 'update',
    at: updatedAt,
    by: { _id: 'user-1', email: 'admin@example.com', name: 'Somchai Admin' },
    changes: [
      { field: 'nickName', before: 'Som', after: 'Chai' },
      { field: 'password' },
      { field: 'phoneNo', before: null, after: '0812345678' },
    ],
  },
  {
    _id: 'audit-1',
    entity: 'owner',
    entityId: 'owner-1',
    action: 'create',
    at: createdAt,
    by: null,
    changes: [
      { field: 'name', after: 'Somchai Jaidee' },
      { field: 'images', after: ['a.png', 'b.png'] },
    ],
  },
];

function renderHistory(load: () => Promise<{ data: AuditEntry[] }>) {
  return renderRoutes('/', { '/': <RecordHistory load={load} /> });
}

const section = () => screen.getByRole('region', { name: 'History' });
const toggle = () => within(section()).getByRole('button', { name: 'History' });

describe('RecordHistory', () => {
  it('is collapsed at first and loads nothing', () => {
    const load = vi.fn();
    renderHistory(load);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(within(section()).queryByRole('list')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows "Loading..." once opened, while the history loads', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockReturnValue(deferred<never>().promise);
    renderHistory(load);
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(within(section()).getByRole('status').textContent).toBe('Loading...');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lists who changed what and when, newest first, each field before → after, a password without values', async () => {
    const user = userEvent.setup();
    renderHistory(() => Promise.resolve(listEnvelope(entries)));
    await user.click(toggle());
    const list = await within(section()).findByRole('list', { name: 'Changes' });
    const [updated, created] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(updated.firstElementChild?.textContent).toBe(
      `${formatDateTime(updatedAt)} · Updated · Somchai Admin (admin@example.com)`,
    );
    expect(within(updated).getByText(formatDateTime(updatedAt)).getAttribute('datetime')).toBe(updatedAt);
    expect(
      within(within(updated).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['nickName: Som → Chai', 'password: changed', 'phoneNo: - → 0812345678']);
    expect(created.firstElementChild?.textContent).toBe(`${formatDateTime(createdAt)} · Created · Unknown`);
    expect(
      within(within(created).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['name: - → Somchai Jaidee', 'images: - → a.png, b.png']);
  });

  it('says when no change is recorded', async () => {
    const user = userEvent.setup();
    renderHistory(() => Promise.resolve(listEnvelope([])));
    await user.click(toggle());
    expect(await within(section()).findByText('No changes recorded.')).toBeTruthy();
  });

  it('shows "Error: {message}" inside the section when the history cannot be loaded, and closes again', async () => {
    const user = userEvent.setup();
    renderHistory(() => Promise.reject(new Error('Unauthorized access')));
    await user.click(toggle());
    expect((await within(section()).findByRole('alert')).textContent).toBe('Error: Unauthorized access');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(within(section()).queryByRole('alert')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it("shows a timestamp to the minute, in the viewer's time", () => {
    expect(formatDateTime(new Date(2025, 0, 31, 9, 5).toISOString())).toBe('2025-01-31 09:05');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
