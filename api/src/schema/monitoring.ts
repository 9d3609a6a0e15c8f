/** Monitoring: the health of the parts Duet depends on (monitoring/status.ts). */
import { isAdmin } from '../auth/roles.js';
import { plainStatus, systemStatus, type ComponentStatus } from '../monitoring/status.js';
import { builder } from './builder.js';

const ComponentRef = builder.objectRef<ComponentStatus>('ComponentStatus').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    ok: t.exposeBoolean('ok'),
    detail: t.exposeString('detail'),
    latencyMs: t.exposeFloat('latencyMs', { nullable: true }),
  }),
});

const StatusRef = builder
  .objectRef<{ uptimeSeconds: number | null; components: ComponentStatus[] }>('SystemStatus')
  .implement({
    fields: (t) => ({
      uptimeSeconds: t.exposeInt('uptimeSeconds', { nullable: true, description: 'Admins only (null for others).' }),
      internals: t.boolean({
        description: "Whether the server's internals (details, timings, uptime) are shown: to admins only.",
        resolve: (s) => s.uptimeSeconds !== null,
      }),
      components: t.field({ type: [ComponentRef], resolve: (s) => s.components }),
    }),
  });

builder.queryFields((t) => ({
  systemStatus: t.field({
    type: StatusRef,
    description:
      'Health of the server, database, AI provider and realtime (for /monitoring); its internals for admins only.',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      const status = await systemStatus(ctx.services);
      return isAdmin(ctx.viewer) ? status : plainStatus(status);
    },
  }),
}));
