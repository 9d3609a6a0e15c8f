/**
 * The answer gate (agent/local/answer-gate.ts) over HTTP, for tests that drive the built server
 * in another process (browser journeys, fault tests). Mounted at /testing/answer-gate only when
 * TEST_ANSWER_GATE=on, and only for callers on this machine (loopback).
 *
 *   POST /testing/answer-gate/hold      answers pause after their first chunk
 *   POST /testing/answer-gate/release   paused answers go on; new ones no longer pause
 *   GET  /testing/answer-gate/waiting   answers once an answer is paused at the gate: {waiting}
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { AnswerGate } from '../agent/local/answer-gate.js';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function answerGateRoutes(gate: AnswerGate) {
  const routes = new Hono<{ Bindings: HttpBindings }>();
  routes.use('*', async (c, next) => {
    const address = c.env?.incoming?.socket?.remoteAddress ?? '';
    if (!LOOPBACK.test(address)) return c.json({ error: { message: 'Not found' } }, 404);
    await next();
  });
  routes.post('/hold', (c) => {
    gate.hold();
    return c.json({ held: true, waiting: gate.waiting });
  });
  routes.post('/release', (c) => {
    gate.release();
    return c.json({ held: false, waiting: gate.waiting });
  });
  routes.get('/waiting', async (c) => {
    await gate.whenWaiting(c.req.raw.signal);
    return c.json({ held: gate.held, waiting: gate.waiting });
  });
  return routes;
}
