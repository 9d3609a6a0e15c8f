export * from './UsageOverview';
