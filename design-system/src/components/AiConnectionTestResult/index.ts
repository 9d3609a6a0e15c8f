export { AiConnectionTestResult } from './AiConnectionTestResult';
export type { AiCheckResult, AiCheckStatus, AiConnectionTestResultProps } from './AiConnectionTestResult';
