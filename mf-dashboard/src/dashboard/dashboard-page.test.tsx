import { columnHeaders, renderPage } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './dashboard-page';
import { cashflow, expenseVsIncome } from './sample-data';

const renderDashboard = () => renderPage({ path: '/', page: <DashboardPage /> });

const panel = (title: string) => screen.getByRole('region', { name: title });
/** Body rows only: the header row holds column headers, not cells. */
const bodyRows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('DashboardPage', () => {
  it('shows every panel of the dashboard, each with its title', () => {
    renderDashboard();
    for (const title of [
      'Shortcut Report',
      'Cashflow',
      'Expense vs Income',
      'Balance Alert',
      'Recent Voucher',
      'Recent Clients',
      'Users',
    ]) {
      expect(within(panel(title)).getByRole('heading', { name: title })).toBeTruthy();
    }
  });

  it('Shortcut Report links View Report to / and shows four Opening Balance tiles with an amount and a badge', () => {
    renderDashboard();
    const report = panel('Shortcut Report');
    expect(within(report).getByRole('link', { name: 'View Report' }).getAttribute('href')).toBe('/');
    expect(within(report).getAllByText('Opening Balance')).toHaveLength(4);
    expect(within(report).getAllByText('$12,500.00')).toHaveLength(4);
    expect(within(report).getAllByText(/^[+-]\d+(\.\d+)?%$/)).toHaveLength(4);
  });

  it('Balance Alert lists five rows under Category and Amount, badged "List 5"', () => {
    renderDashboard();
    const region = panel('Balance Alert');
    expect(within(region).getByText('List 5')).toBeTruthy();
    expect(columnHeaders(region)).toEqual(['Category', 'Amount']);
    expect(bodyRows(region)).toHaveLength(5);
    expect(within(region).getByText('$2,450.00')).toBeTruthy();
  });

  it('Recent Voucher shows five vouchers with day/month/year dates, badged "List 5"', () => {
    renderDashboard();
    const region = panel('Recent Voucher');
    expect(within(region).getByText('List 5')).toBeTruthy();
    expect(columnHeaders(region)).toEqual([
      'Date',
      'Customer',
      'Voucher No',
      'Due Date',
      'Mode',
      'Status',
      'Amount',
    ]);
    const rows = bodyRows(region);
    expect(rows).toHaveLength(5);
    const firstRow = within(rows[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(firstRow).toEqual([
      '02/03/2025',
      'Liam Carter',
      'VCH-1045',
      '16/03/2025',
      'Bank Transfer',
      'Paid',
      '$1,850.00',
    ]);
  });

  it('Recent Clients shows five clients, each name with its phone underneath, badged "List 5"', () => {
    renderDashboard();
    const region = panel('Recent Clients');
    expect(within(region).getByText('List 5')).toBeTruthy();
    expect(columnHeaders(region)).toEqual(['Name', 'Amount']);
    const rows = bodyRows(region);
    expect(rows).toHaveLength(5);
    const [nameCell, amountCell] = within(rows[0]).getAllByRole('cell');
    expect(within(nameCell).getByText('Olivia Brown')).toBeTruthy();
    expect(within(nameCell).getByText('+1 202 555 0141')).toBeTruthy();
    expect(amountCell.textContent).toBe('$3,200.00');
  });

  it('Users shows five users, each with a photo shipped with the remote, Manager, a sign-in time and Online', () => {
    renderDashboard();
    const region = panel('Users');
    const entries = within(region).getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    for (const entry of entries) {
      const photo = within(entry).getByRole('img');
      // A bundled asset: an inlined data URL here, a file of the remote in the build; never an external URL.
      expect(photo.getAttribute('src')).toMatch(/^data:image\/svg\+xml|\.svg$/);
      expect(photo.getAttribute('src')).not.toMatch(/^https?:/);
      expect(within(entry).getByText('Manager')).toBeTruthy();
      expect(within(entry).getByText(/^Signed in \d{1,2}:\d{2} (AM|PM)$/)).toBeTruthy();
      expect(within(entry).getByText('Online')).toBeTruthy();
    }
    expect(within(entries[0]).getByRole('img').getAttribute('alt')).toBe('Anna Schmidt');
  });

  it('Cashflow and Expense vs Income charts show the Expense and Income legend, and draw every figure', () => {
    renderDashboard();
    for (const title of ['Cashflow', 'Expense vs Income']) {
      const region = panel(title);
      expect(within(region).getByText('Expense')).toBeTruthy();
      expect(within(region).getByText('Income')).toBeTruthy();
    }
    const cashflowChart = within(panel('Cashflow')).getByRole('img', {
      name: 'Cashflow: expense and income by month',
    });
    expect(cashflowChart.querySelectorAll('[data-part="area"]')).toHaveLength(2);
    const bars = within(panel('Expense vs Income'))
      .getByRole('img', { name: 'Expense vs income by quarter' })
      .querySelectorAll('[data-part="bar"]');
    expect(bars).toHaveLength(8);
    for (const bar of bars) expect(Number(bar.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('chart data covers every month and quarter for both Expense and Income', () => {
    for (const chart of [
      { categories: cashflow.months, series: cashflow.series },
      { categories: expenseVsIncome.quarters, series: expenseVsIncome.series },
    ]) {
      expect(chart.series.map((series) => series.label)).toEqual(['Expense', 'Income']);
      for (const series of chart.series) expect(series.data).toHaveLength(chart.categories.length);
    }
  });
});
