/** The Hono environment of the REST adapters: the request Context is on `c.var.ctx`. */
import { Hono } from 'hono';
import type { Context } from '../context/context.js';

export type RestEnv = { Variables: { ctx: Context } };

export const restRouter = () => new Hono<RestEnv>();
