/** Ids in arguments: a Relay global id, or the database id used in URLs and REST. */
import { decodeGlobalID } from '@pothos/plugin-relay';

export function databaseId(id: string, typename: string): string {
  try {
    const decoded = decodeGlobalID(id);
    if (decoded.typename === typename) return decoded.id;
  } catch {
    // not a global id
  }
  return id;
}
