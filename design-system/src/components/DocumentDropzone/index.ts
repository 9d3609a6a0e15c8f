export { DocumentDropzone } from './DocumentDropzone';
export type { DocumentDropzoneProps, DocumentUpload } from './DocumentDropzone';
