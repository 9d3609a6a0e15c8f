/**
 * Store edits shared by the mutation hooks: the viewer's plain list fields
 * (memories, stories, proposals, sessions…) are reordered, added to or
 * trimmed by id.
 */
import type { RecordSourceSelectorProxy } from 'relay-runtime';

export function editViewerList(
  store: RecordSourceSelectorProxy,
  field: string,
  edit: (ids: string[]) => string[],
  args?: Record<string, unknown>,
) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const list = viewer?.getLinkedRecords(field, args);
  if (!viewer || !list) return;
  const next = edit(list.filter(Boolean).map((r) => r!.getDataID()))
    .map((id) => store.get(id))
    .filter((r): r is NonNullable<typeof r> => !!r);
  viewer.setLinkedRecords(next, field, args);
}
