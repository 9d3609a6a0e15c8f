/** The User type and Query.viewer. */
import { builder } from './builder.js';

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  // node(id:) of a user id no row has is null, not an error (findUniqueOrThrow).
  nullable: true,
  description: 'A person with a Duet account.',
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used in URLs and REST.' }),
    email: t.string({
      nullable: true,
      description: 'Only visible to the user themself.',
      resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.email : null),
    }),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName', { nullable: true }),
    profilePictureUrl: t.exposeString('profilePictureUrl', { nullable: true }),
    isOnboarded: t.exposeBoolean('isOnboarded'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null,
  }),
);
