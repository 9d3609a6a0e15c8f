import { t } from '@lingui/core/macro';
import { Download, Pencil, Pin, PinOff, Share2, Trash2 } from 'lucide-react';
import type { DropdownMenuEntry } from '../DropdownMenu';
import type { SidebarThread } from './sidebar-threads';

export interface ThreadActionHandlers {
  rename?: () => void;
  onPinThread?: (id: string, pinned: boolean) => void;
  onShareThread?: (id: string) => void;
  onExportThread?: (id: string, format: 'md' | 'json') => void;
  /** The app's own entries (moving it to a project…), before Delete. */
  more?: DropdownMenuEntry[];
  askDelete: () => void;
}

/** A conversation's "More" menu in the sidebar: rename, pin, share, export, the app's own, delete. */
export function threadActions(thread: SidebarThread, h: ThreadActionHandlers): DropdownMenuEntry[] {
  return [
    ...(h.rename ? [{ id: 'rename', label: t`Rename`, icon: <Pencil />, onSelect: h.rename }] : []),
    ...(h.onPinThread
      ? [
          thread.pinned
            ? { id: 'unpin', label: t`Unpin`, icon: <PinOff />, onSelect: () => h.onPinThread!(thread.id, false) }
            : { id: 'pin', label: t`Pin`, icon: <Pin />, onSelect: () => h.onPinThread!(thread.id, true) },
        ]
      : []),
    ...(h.onShareThread
      ? [{ id: 'share', label: t`Share…`, icon: <Share2 />, onSelect: () => h.onShareThread!(thread.id) }]
      : []),
    ...(h.onExportThread
      ? [
          {
            id: 'export-md',
            label: t`Export as Markdown`,
            icon: <Download />,
            onSelect: () => h.onExportThread!(thread.id, 'md'),
          },
          {
            id: 'export-json',
            label: t`Export as JSON`,
            icon: <Download />,
            onSelect: () => h.onExportThread!(thread.id, 'json'),
          },
        ]
      : []),
    ...(h.more?.length ? [{ type: 'separator' as const, id: 'sep-more' }, ...h.more] : []),
    { type: 'separator', id: 'sep' },
    { id: 'delete', label: t`Delete`, icon: <Trash2 />, tone: 'danger', onSelect: h.askDelete },
  ];
}
