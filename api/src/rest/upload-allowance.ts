import type { Context } from '../context/context.js';
import { declaredLength } from '../http/multipart.js';
import { actorOf } from '../http/request-context.js';
import { uploadAllowance } from '../uploads/uploads.js';

/**
 * What this request may upload (uploads/uploads.ts uploadAllowance), for every REST route that
 * takes files: its person or visitor, its address, and the length it declares, so an upload larger
 * than what is left is refused before it is read.
 */
export function requestAllowance(ctx: Context, request: Request) {
  return uploadAllowance(
    ctx.services.uploads,
    actorOf(ctx),
    ctx.client.ip ?? 'unknown',
    declaredLength(request) ?? undefined,
  );
}
