/**
 * Whose records a read may see, and which of them: a person's own (everything of theirs, for the
 * person and their private brain), or the public part of one person's (what their twin and their
 * public pages may show). Every search of memories, document passages and past messages, down to
 * the vector index, takes one and has no default: a read that does not say whose and which is a
 * compile error, never "everything".
 *
 * The two are branded: only these functions make them, so a `{ userId }` written by hand is not
 * one. The twin's code cannot make an owner's scope at all (a lint rule in eslint.config.js), so
 * what a visitor's question reaches is public by its type.
 */
declare const scopeBrand: unique symbol;

/** Everything of one person's: for the person, signed in, and the private brain acting for them. */
export interface OwnerScope {
  readonly kind: 'owner';
  readonly userId: string;
  readonly [scopeBrand]: 'owner';
}

/** Only what one person made public: for their twin and their public pages. */
export interface PublicScope {
  readonly kind: 'public';
  readonly userId: string;
  readonly [scopeBrand]: 'public';
}

export type ReadScope = OwnerScope | PublicScope;

/** A person's own records, read for that person (never for a visitor). */
export function ownerScope(userId: string): OwnerScope {
  return { kind: 'owner', userId } as OwnerScope;
}

/** What `userId` made public, read for anyone. */
export function publicScope(userId: string): PublicScope {
  return { kind: 'public', userId } as PublicScope;
}

/** Whether the read keeps to public records (then private ones are never candidates). */
export const publicOnly = (scope: ReadScope): boolean => scope.kind === 'public';

/** A Prisma `where` part for a model with a `visibility` column: nothing for the owner. */
export const visibilityWhere = (scope: ReadScope): { visibility?: 'public' } =>
  scope.kind === 'public' ? { visibility: 'public' } : {};
