// The dashboard's two charts of fixed sample data (SPEC 2), drawn as plain SVG. @mui/x-charts drew them before:
// 89.6 KiB brotli for LineChart and BarChart, 74.4 KiB composed from its parts, of a 300 KiB budget for the
// whole signed-in dashboard; these two static charts need none of its tooltips, zoom or animation.
import { Box, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';
import { CHART_HEIGHT } from './dashboard-panel';
import { cashflow, expenseVsIncome } from './sample-data';

interface Series {
  id: string;
  label: string;
  data: number[];
}

const colors: Record<string, string> = { expense: '#f03e3e', income: '#3b5bdb' };
const WIDTH = 600;
const HEIGHT = CHART_HEIGHT - 40;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 56 };
const TICKS = 5;

/** The y axis: from 0 to a round maximum above the data, in TICKS steps. */
function yScale(series: Series[]) {
  const highest = Math.max(...series.flatMap((entry) => entry.data));
  const step = 10 ** Math.floor(Math.log10(highest / TICKS));
  const max = Math.ceil(highest / TICKS / step) * step * TICKS;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  return {
    ticks: Array.from({ length: TICKS + 1 }, (_, index) => (max / TICKS) * index),
    y: (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight,
  };
}

const thousands = (value: number) => `$${value / 1000}k`;

function Legend({ series }: { series: Series[] }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2 }}>
      {series.map((entry) => (
        <Box key={entry.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colors[entry.id] }} />
          <Typography variant="body2">{entry.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The frame of both charts: the legend, then the plot with its y grid, y labels and x labels. */
function Chart({
  label,
  categories,
  series,
  children,
}: {
  label: string;
  categories: string[];
  series: Series[];
  children: (scale: {
    x: (index: number) => number;
    step: number;
    y: (value: number) => number;
  }) => ReactNode;
}) {
  const { ticks, y } = yScale(series);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const step = plotWidth / categories.length;
  const x = (index: number) => MARGIN.left + step * (index + 0.5);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Legend series={series} />
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e6e9f2" />
            <text
              x={MARGIN.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              fill="#5c6478"
            >
              {thousands(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, index) => (
          <text key={category} x={x(index)} y={HEIGHT - 8} textAnchor="middle" fontSize={12} fill="#5c6478">
            {category}
          </text>
        ))}
        {children({ x, step, y })}
      </svg>
    </Box>
  );
}

/** SPEC 2: the Cashflow area chart, Expense and Income by month. */
export function CashflowChart() {
  const { months, series } = cashflow;
  return (
    <Chart label="Cashflow: expense and income by month" categories={months} series={series}>
      {({ x, y }) =>
        series.map((entry) => {
          const points = entry.data.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`);
          const baseline = y(0).toFixed(1);
          const area = `M${x(0).toFixed(1)},${baseline}L${points.join('L')}L${x(entry.data.length - 1).toFixed(1)},${baseline}Z`;
          return (
            <g key={entry.id} data-series={entry.id}>
              <path d={area} fill={colors[entry.id]} fillOpacity={0.25} data-part="area" />
              <path d={`M${points.join('L')}`} fill="none" stroke={colors[entry.id]} strokeWidth={2} />
            </g>
          );
        })
      }
    </Chart>
  );
}

/** SPEC 2: the Expense vs Income bar chart, by quarter. */
export function ExpenseIncomeChart() {
  const { quarters, series } = expenseVsIncome;
  return (
    <Chart label="Expense vs income by quarter" categories={quarters} series={series}>
      {({ x, step, y }) => {
        const barWidth = (step * 0.6) / series.length;
        return series.map((entry, seriesIndex) => (
          <g key={entry.id} data-series={entry.id}>
            {entry.data.map((value, index) => (
              <rect
                key={quarters[index]}
                data-part="bar"
                x={x(index) - (barWidth * series.length) / 2 + barWidth * seriesIndex}
                y={y(value)}
                width={barWidth - 2}
                height={y(0) - y(value)}
                rx={3}
                fill={colors[entry.id]}
              />
            ))}
          </g>
        ));
      }}
    </Chart>
  );
}
