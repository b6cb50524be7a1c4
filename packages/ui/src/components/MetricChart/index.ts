export { MetricChart, type MetricChartProps, type MetricChartLabels, type ChartSeries, type SeriesTone } from './MetricChart.tsx';
