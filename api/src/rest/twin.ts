/** REST /api/v1/twin/* : the public twin card, starting a twin chat, and the owner's public documents (anyone). */
import { publicDocument } from '../documents/passages.js';
import { actorOf } from '../http/request-context.js';
import { publicProfileByUsername } from '../profile/public-profile.js';
import { twinCard } from '../twin/twin-card.js';
import { startTwinChat } from '../twin/twin-chats.js';
import { z } from 'zod';
import { TwinCardJson } from '../twin/twin-card.js';
import { ThreadJson, threadJson } from './chat-shapes.js';
import { DocumentJson, documentJson, PassageJson, passageJson } from './documents.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';

export const twinRoutes = restRouter();
const describe = describer('Twin');

const twinChatBody = z.object({
  new: z.boolean().optional().meta({ description: 'true: a fresh conversation instead of the last one.' }),
});
const TwinChatJson = ThreadJson.extend({ thread_id: z.string() });

/** GET /:username/documents/:id → a document the owner made public, with its passages (anyone). */
twinRoutes.get(
  '/:username/documents/:id',
  describe({
    summary: 'A document the owner made public, with its passages',
    access: 'anyone',
    responses: { 200: z.object({ document: DocumentJson, passages: z.array(PassageJson) }) },
  }),
  async (c) => {
    const { document, passages } = await publicDocument(c.var.ctx.db, c.req.param('username'), c.req.param('id'));
    return c.json({ document: documentJson(document), passages: passages.map(passageJson) });
  },
);

twinRoutes.get(
  '/:username',
  describe({
    summary: 'The twin’s public card',
    description: 'Only a public profile has one; the others are 404.',
    access: 'anyone',
    responses: { 200: TwinCardJson },
  }),
  async (c) => {
    return c.json(twinCard(await publicProfileByUsername(c.var.ctx.db, c.req.param('username'))));
  },
);

/** Opens (or reopens) the visitor's chat with this twin; sets the anon-id cookie when there is no session. */
twinRoutes.post(
  '/:username/threads',
  describe({
    summary: 'Talk to a twin: open (or reopen) your conversation with it',
    description:
      'Without a session the visitor gets an anonymous id cookie (201); follow the answer with GET /chat/stream. Refused (403, `reason`) while the twin is off or only for signed-in people.',
    access: 'optional',
    body: twinChatBody,
    responses: {
      200: { description: 'Your conversation with the twin.', json: TwinChatJson },
      201: { description: 'A visitor’s first: the anonymous id cookie is set.', json: TwinChatJson },
    },
    errors: [403, 429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const body = await readJsonObject(c);
    const started = await startTwinChat(ctx.services.twin, actorOf(ctx), c.req.param('username'), {
      fresh: body.new === true,
      ip: ctx.client.ip,
    });
    if (started.newAnonId) ctx.cookies.setAnonId(started.newAnonId);
    return c.json({ ...threadJson(started.thread), thread_id: started.thread.id }, started.newAnonId ? 201 : 200);
  },
);
