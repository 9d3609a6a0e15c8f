/** The signed-in user (or null) for any page, from the app-start query. */
import { createContext, useContext } from 'react';
import type { Viewer } from '../session/AppViewer';

export const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
