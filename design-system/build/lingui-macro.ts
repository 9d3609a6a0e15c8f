import { transformAsync, types, type PluginObj } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`Trans`, `useLingui`, `t`, `msg`, `plural` from `@lingui/react/macro` and
 * `@lingui/core/macro`) compiled at build time, before Vite strips TypeScript and JSX: each message
 * becomes an id into the catalogs (design-system/src/locales/, web/src/locales/), with its English
 * text kept beside it, so English needs no catalog.
 *
 * English with a value or a plural (`Delete {title}?`) is compiled here too, to the form Lingui's
 * catalogs hold, so the browser needs no message compiler (7.3 KB gzip): see compiledEnglish.
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
        // The English stays in the code, in production too (Lingui would strip it there).
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
      });
      if (!out?.code) throw new Error(`Lingui's macros could not compile ${file}`);
      const compiled = await transformAsync(out.code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        inputSourceMap: out.map ?? undefined,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [compiledEnglish],
      });
      if (!compiled?.code) throw new Error(`The English messages of ${file} could not be compiled`);
      return { code: compiled.code, map: compiled.map };
    },
  };
}

/** An English message with a value, a plural or a select, as Lingui's compiled catalogs hold it. */
function compiledNode(message: string): types.Expression | null {
  if (!message.includes('{')) return null;
  return types.valueToNode(compileMessage(message));
}

/**
 * The `message` of each descriptor the macros wrote (`{ id, message }`, `<Trans id message>`)
 * compiled when it holds a value or a plural; plain text stays a string (Lingui shows it as it is).
 */
const compiledEnglish = (): PluginObj => ({
  visitor: {
    ObjectProperty(path) {
      const { key, value } = path.node;
      if (!types.isIdentifier(key, { name: 'message' }) || !types.isStringLiteral(value)) return;
      const siblings = (path.parent as types.ObjectExpression).properties;
      if (!siblings.some((p) => types.isObjectProperty(p) && types.isIdentifier(p.key, { name: 'id' }))) return;
      const node = compiledNode(value.value);
      if (node) path.node.value = node;
    },
    JSXAttribute(path) {
      const { name, value } = path.node;
      if (!types.isJSXIdentifier(name, { name: 'message' }) || !types.isStringLiteral(value)) return;
      const node = compiledNode(value.value);
      if (node) path.node.value = types.jsxExpressionContainer(node);
    },
  },
});
