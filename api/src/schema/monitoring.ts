/** Monitoring: the health of the parts Duet depends on (monitoring/status.ts). */
import { systemStatus, type ComponentStatus } from '../monitoring/status.js';
import { builder } from './builder.js';

const ComponentRef = builder.objectRef<ComponentStatus>('ComponentStatus').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    ok: t.exposeBoolean('ok'),
    detail: t.exposeString('detail'),
    latencyMs: t.exposeFloat('latencyMs', { nullable: true }),
  }),
});

const StatusRef = builder.objectRef<Awaited<ReturnType<typeof systemStatus>>>('SystemStatus').implement({
  fields: (t) => ({
    uptimeSeconds: t.exposeInt('uptimeSeconds'),
    components: t.field({ type: [ComponentRef], resolve: (s) => s.components }),
  }),
});

builder.queryFields((t) => ({
  systemStatus: t.field({
    type: StatusRef,
    description: 'Health of the server, database, AI provider and realtime (for /monitoring).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => systemStatus(ctx.services),
  }),
}));
