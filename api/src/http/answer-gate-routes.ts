/**
 * The answer gate (agent/local/answer-gate.ts) over HTTP, for tests that drive the built server
 * in another process (browser journeys, fault tests). Mounted at /testing/answer-gate only when
 * TEST_ANSWER_GATE=on, and only for callers on this machine (loopback).
 *
 *   POST /testing/answer-gate/hold?word=w     answers to messages containing w pause after their first chunk
 *   POST /testing/answer-gate/release?word=w  those paused answers go on; new ones no longer pause
 *   GET  /testing/answer-gate/waiting?word=w  answers once such an answer is paused: {waiting}
 * Without `word`, a hold applies to every answer.
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
    gate.hold(c.req.query('word'));
    return c.json({ waiting: gate.waiting(c.req.query('word')) });
  });
  routes.post('/release', (c) => {
    gate.release(c.req.query('word'));
    return c.json({ waiting: gate.waiting(c.req.query('word')) });
  });
  routes.get('/waiting', async (c) => {
    await gate.whenWaiting(c.req.query('word'), c.req.raw.signal);
    return c.json({ waiting: gate.waiting(c.req.query('word')) });
  });
  return routes;
}
