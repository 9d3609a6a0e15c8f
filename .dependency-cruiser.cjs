// The import rules of api/src that ESLint cannot see across files (docs/architecture.md):
// no import circle, type-only imports included; an agent that reaches the rest of Duet only
// through its own ports (api/src/agent/ports.ts); and the rest reaching the agent only by its
// contract, its ports and its factories. `npm run lint` runs it.
/** Folders of api/src with no I/O or app state, that anything may use. */
const SHARED = '(words|onboarding|privacy|limits|errors|logging|secrets|net)/|config(-env)?\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle, type-only imports included: break it by the module both sides need.',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { circular: true },
    },
    {
      name: 'agent-through-ports',
      comment:
        'The agent imports no domain folder: it declares what it needs in agent/ports.ts, and the domain folder serving it implements that (its agent-access.ts).',
      severity: 'error',
      from: { path: '^api/src/agent/' },
      to: { path: '^api/src/', pathNot: [`^api/src/agent/`, `^api/src/(${SHARED})`] },
    },
    {
      name: 'agent-surface',
      comment:
        "The rest of Duet reaches the agent by its contract and ports, and builds it by its two factories (runtime.ts, providers.ts); the answer gate that holds the offline model's answers is wired by the app (services.ts, http/). Nothing reaches into the agent's insides.",
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/agent/' },
      to: {
        path: '^api/src/agent/',
        pathNot: '^api/src/agent/(contract|ports|runtime|providers|local/answer-gate)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^api/src/db/generated/|\\.test\\.ts$)' },
    tsPreCompilationDeps: true,
  },
};
