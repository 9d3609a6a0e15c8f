/** REST /api/v1/twin/* : the public twin card, starting a twin chat, and the owner's public documents (anyone). */
import { publicDocument } from '../documents/passages.js';
import { actorOf } from '../http/request-context.js';
import { publicProfileByUsername } from '../profile/public-profile.js';
import { twinCard } from '../twin/twin-card.js';
import { startTwinChat } from '../twin/twin-chats.js';
import { threadJson } from './chat-shapes.js';
import { documentJson, passageJson } from './documents.js';
import { readJsonObject } from './http-json.js';
import { restRouter } from './router.js';

export const twinRoutes = restRouter();

/** GET /:username/documents/:id → a document the owner made public, with its passages (anyone). */
twinRoutes.get('/:username/documents/:id', async (c) => {
  const { document, passages } = await publicDocument(c.var.ctx.db, c.req.param('username'), c.req.param('id'));
  return c.json({ document: documentJson(document), passages: passages.map(passageJson) });
});

twinRoutes.get('/:username', async (c) => {
  return c.json(twinCard(await publicProfileByUsername(c.var.ctx.db, c.req.param('username'))));
});

/** Opens (or reopens) the visitor's chat with this twin; sets the anon-id cookie when there is no session. */
twinRoutes.post('/:username/threads', async (c) => {
  const ctx = c.var.ctx;
  const body = await readJsonObject(c);
  const started = await startTwinChat(ctx.services.twin, actorOf(ctx), c.req.param('username'), {
    fresh: body.new === true,
    ip: ctx.client.ip,
  });
  if (started.newAnonId) ctx.cookies.setAnonId(started.newAnonId);
  return c.json({ ...threadJson(started.thread), thread_id: started.thread.id }, started.newAnonId ? 201 : 200);
});
