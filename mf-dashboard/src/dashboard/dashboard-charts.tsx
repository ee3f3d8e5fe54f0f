// Loaded lazily by the dashboard page (its own async chunk "dashboard-charts"), so @mui/x-charts is downloaded
// only when the dashboard is visited.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { formatAmount } from './dashboard-format';
import { CHART_HEIGHT } from './dashboard-panel';
import { cashflow, expenseVsIncome } from './sample-data';

const colors = { expense: '#f03e3e', income: '#3b5bdb' } as const;
const valueFormatter = (value: number | null) => (value === null ? '' : formatAmount(value));
const yAxis = [{ width: 56, valueFormatter: (value: number) => `$${value / 1000}k` }];

export function CashflowChart() {
  return (
    <LineChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'point', data: cashflow.months }]}
      yAxis={yAxis}
      series={cashflow.series.map((series) => ({
        ...series,
        area: true,
        showMark: false,
        color: colors[series.id as keyof typeof colors],
        valueFormatter,
      }))}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.25 } }}
    />
  );
}

export function ExpenseIncomeChart() {
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: expenseVsIncome.quarters }]}
      yAxis={yAxis}
      series={expenseVsIncome.series.map((series) => ({
        ...series,
        color: colors[series.id as keyof typeof colors],
        valueFormatter,
      }))}
    />
  );
}
