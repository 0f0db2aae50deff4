/**
 * The one chart of the dashboards, loaded on demand (see ChartFigure): recharts stays in this remote
 * and out of the page's first bundle.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDayMonth, formatNumber } from 'shared-ui';
import type { ChartRow } from './series';

export interface ChartSeries {
  key: string;
  name: string;
  kind?: 'line' | 'bar';
  /** Series on the right axis have their own scale and format (e.g. euros beside counts). */
  axis?: 'left' | 'right';
}

export interface TimeSeriesChartProps {
  title: string;
  data: readonly ChartRow[];
  series: readonly ChartSeries[];
  leftFormat?: (value: number) => string;
  rightFormat?: (value: number) => string;
  height?: number;
}

/** Distinguishable colours, the portal blue first; they repeat after eight series. */
const palette = ['#0b4f9c', '#e4572e', '#1b7f4b', '#7b3fa0', '#c27c0e', '#0e7c86', '#b42318', '#5b6472'];

export default function TimeSeriesChart({
  title,
  data,
  series,
  leftFormat = formatNumber,
  rightFormat = formatNumber,
  height = 320,
}: TimeSeriesChartProps) {
  const hasRightAxis = series.some((item) => item.axis === 'right');
  const formatOf = (key: unknown) => (series.find((item) => item.key === key)?.axis === 'right' ? rightFormat : leftFormat);

  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      <ComposedChart data={[...data]} title={title} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={(day: string) => formatDayMonth(day)} minTickGap={16} />
        <YAxis yAxisId="left" tickFormatter={(value: number) => leftFormat(value)} width={88} />
        {hasRightAxis && <YAxis yAxisId="right" orientation="right" tickFormatter={(value: number) => rightFormat(value)} width={88} />}
        <Tooltip
          labelFormatter={(day) => formatDate(String(day))}
          formatter={(value, _name, item) => (typeof value === 'number' ? formatOf(item.dataKey)(value) : value)}
        />
        <Legend />
        {series.map((item, index) => {
          const color = palette[index % palette.length];
          const axis = item.axis ?? 'left';
          return item.kind === 'bar' ? (
            <Bar key={item.key} dataKey={item.key} name={item.name} yAxisId={axis} fill={color} isAnimationActive={false} />
          ) : (
            <Line
              key={item.key}
              dataKey={item.key}
              name={item.name}
              yAxisId={axis}
              stroke={color}
              strokeWidth={2}
              dot={false}
              type="monotone"
              isAnimationActive={false}
            />
          );
        })}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
