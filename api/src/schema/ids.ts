/** Ids in arguments: a Relay global id, or the database id used in URLs and REST. */

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The database id behind `id`: a Relay global id of `typename` (base64 of
 * "Typename:id") is decoded, anything else is taken as the database id itself.
 * Decoded by hand rather than with decodeGlobalID, which throws (and builds a
 * GraphQLError with a stack) for every plain id.
 */
export function databaseId(id: string, typename: string): string {
  if (id.length % 4 !== 0 || !BASE64.test(id)) return id;
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const prefix = `${typename}:`;
  return decoded.startsWith(prefix) && decoded.length > prefix.length ? decoded.slice(prefix.length) : id;
}
