export { DocumentRow } from './DocumentRow';
export type { DocumentRowProps, DocumentStatus } from './DocumentRow';
export { DocumentKindIcon, documentKindLabel, siteHost } from './document-kind';
export type { DocumentKind } from './document-kind';
