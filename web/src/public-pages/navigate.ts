/**
 * Following a link from a public page: the in-app router when there is one (the signed-in app),
 * otherwise a plain page load (the server-rendered pages carry no router).
 */
export type NavigateHandler = (path: string) => void;

export function go(path: string, onNavigate?: NavigateHandler) {
  if (onNavigate) onNavigate(path);
  else window.location.assign(path);
}
