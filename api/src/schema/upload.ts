/** Uploads: whether the one asking may attach files (the files themselves go over REST). */
import { actorOf } from '../http/request-context.js';
import { mayUpload } from '../uploads/uploads.js';
import { builder } from './builder.js';

builder.queryField('uploadsAllowed', (t) =>
  t.boolean({
    description:
      'Whether you may attach files: signed in, or an anonymous visitor when the server allows it (UPLOAD_QUOTA_ANON_BYTES).',
    resolve: (_root, _args, ctx) => mayUpload(ctx.config, actorOf(ctx)),
  }),
);
