declare module 'lowlight-core' {
  export { createLowlight } from 'lowlight';
}
