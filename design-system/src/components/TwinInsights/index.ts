export { TwinInsights } from './TwinInsights';
export type { InsightsRange, InsightsTopic, InsightsTotals, TwinInsightsProps } from './TwinInsights';
export { InsightsChart, summariseDays } from './InsightsChart';
export type { InsightsChartProps, InsightsDay } from './InsightsChart';
