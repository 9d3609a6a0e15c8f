export { KnowledgeQuota } from './KnowledgeQuota';
export type { KnowledgeQuotaProps } from './KnowledgeQuota';
export { quotaShare, quotaTone } from './quota';
export type { QuotaTone, QuotaUse } from './quota';
