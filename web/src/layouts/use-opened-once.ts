/**
 * True from the first time `open` is true: a dialog loaded on first use (React.lazy) mounts then
 * and stays mounted, so closing it still animates and gives focus back to what opened it.
 */
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
