/**
 * Chat messages only read markdown (markdown → React), never write it; remark-gfm still imports
 * the markdown serializer for its write-side extensions. web/vite.config.ts swaps in this stub so
 * the serializer stays out of the chat bundle. Calling it is a bug.
 */
const fail = () => {
  throw new Error('Markdown serialization is not available in the web app');
};

export const defaultHandlers = new Proxy({}, { get: () => fail });
export const toMarkdown = fail;
