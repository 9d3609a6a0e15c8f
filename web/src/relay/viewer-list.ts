/**
 * Store edits shared by the mutation hooks: the viewer's plain list fields
 * (memories, stories, proposals, sessions…) are reordered, added to or
 * trimmed by id, and a typed error result is turned into its message.
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

/** The message of a typed failure (ValidationError, NotFoundError), or null for a success. */
export function failureMessage(result: { readonly __typename: string; readonly message?: string }): string | null {
  return result.__typename === 'ValidationError' || result.__typename === 'NotFoundError' ? (result.message ?? 'Failed') : null;
}
