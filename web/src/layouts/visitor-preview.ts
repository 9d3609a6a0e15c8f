/**
 * "Preview as a visitor": the owner opens their own public page (/{username}) or twin chat
 * (/twin/{username}/chat) with ?preview=visitor and sees it as a signed-out visitor does: no
 * sidebar, the public header, the visitors' chat. Only for the owner; for anyone else the
 * parameter means nothing.
 */
import { useLocation } from 'react-router-dom';
import { useViewer } from './viewer-context';

export const PREVIEW_PARAM = 'preview';
export const VISITOR_PREVIEW = 'visitor';

/** The same path, in visitor preview. */
export const withVisitorPreview = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=${VISITOR_PREVIEW}`;

/** Whose page a path is: /{username} or /twin/{username}/chat. */
export function previewedUsername(pathname: string): string | null {
  const match = /^\/twin\/([^/]+)\/chat\/?$/.exec(pathname) ?? /^\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Whether this page is the signed-in owner's preview of their own page as a visitor sees it. */
export function isVisitorPreview(pathname: string, search: string, viewerUsername: string | null | undefined): boolean {
  if (!viewerUsername || new URLSearchParams(search).get(PREVIEW_PARAM) !== VISITOR_PREVIEW) return false;
  return previewedUsername(pathname) === viewerUsername;
}

export function useVisitorPreview(): boolean {
  const viewer = useViewer();
  const { pathname, search } = useLocation();
  return isVisitorPreview(pathname, search, viewer?.username);
}
