export * from './UsageLimitNotice';
