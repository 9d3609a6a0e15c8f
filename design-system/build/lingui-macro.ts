import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`Trans`, `useLingui`, `t`, `msg`, `plural` from `@lingui/react/macro` and
 * `@lingui/core/macro`) compiled at build time, before Vite strips TypeScript and JSX: each message
 * becomes an id into the catalogs (design-system/src/locales/, web/src/locales/).
 *
 * Vite 8's React plugin no longer runs Babel, and `@rolldown/plugin-babel` would bring a second
 * rolldown into the lockfile; this runs the one Babel already in the tree (vite-plugin-relay's),
 * only on the files that import a macro. Used by web/vite.config.ts, web/vite.public.config.ts,
 * the Vitest projects and .storybook/main.ts (docs/decisions/languages.md).
 */
export function linguiMacro(): Plugin {
  return {
    name: 'duet:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!code.includes('@lingui/react/macro') && !code.includes('@lingui/core/macro')) return null;
      const out = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!out?.code) throw new Error(`Lingui's macros could not compile ${file}`);
      return { code: out.code, map: out.map };
    },
  };
}
