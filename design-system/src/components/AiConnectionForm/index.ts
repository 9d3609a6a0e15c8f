export { AiConnectionForm } from './AiConnectionForm';
export type { AiConnectionFormInitial, AiConnectionFormProps, AiConnectionFormValues } from './AiConnectionForm';
export { KIND_NAMES as AI_CONNECTION_KIND_NAMES, OLLAMA_LOCAL_URL } from './connection-values';
export type { AiConnectionField, AiConnectionKind } from './connection-values';
