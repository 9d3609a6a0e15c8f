/** Whether the twin's chat button shows on a site (twin/embed.ts); embed.js asks the same at /twin/{username}/embed.json. */
import { embedOriginOf } from '../profile/embed-origins.js';
import { publicPageOf } from '../profile/public-profile.js';
import { embedStatusOf, type EmbedStatus } from '../twin/embed.js';
import { builder } from './builder.js';
import { sayIn } from '../words/say-in.js';

const EmbedHiddenReason = builder.enumType('TwinEmbedHiddenReason', {
  values: ['unavailable', 'twin_off', 'sign_in_required', 'site_not_allowed'] as const,
});

const TwinEmbedStatusRef = builder.objectRef<EmbedStatus>('TwinEmbedStatus').implement({
  description: "Whether the twin's chat button shows on a site, and if not, why (with where its owner changes it).",
  fields: (t) => ({
    shown: t.exposeBoolean('shown'),
    reason: t.field({ type: EmbedHiddenReason, nullable: true, resolve: (s) => s.reason }),
    message: t.string({
      nullable: true,
      resolve: (e, _args, ctx) => (e.message == null ? null : sayIn(ctx.locale, e.message)),
    }),
  }),
});

builder.queryFields((t) => ({
  twinEmbedStatus: t.field({
    type: TwinEmbedStatusRef,
    description:
      "Whether @username's twin shows on the site `origin` (https://example.com): a public profile, a twin that talks with anyone, and a site its owner allowed.",
    args: { username: t.arg.string({ required: true }), origin: t.arg.string({ required: true }) },
    resolve: async (_root, { username, origin }, ctx) => {
      const duet = new URL(ctx.config.publicUrl).origin;
      const page = await publicPageOf(ctx.db, username);
      return embedStatusOf(page, username.slice(0, 40), embedOriginOf(origin) ?? origin.slice(0, 200), duet);
    },
  }),
}));
