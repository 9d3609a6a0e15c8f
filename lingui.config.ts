import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Duet's catalogs (docs/decisions/languages.md): the design system's words, the web app's, and the
 * server's (e-mails, the offline brain's fixed sentences). English is the source. `npm run
 * i18n:extract` writes the PO files from the code; `npm run i18n:compile` writes the compiled
 * catalogs beside them; `npm run i18n:check` fails when either would change, or a locale lacks a
 * message (scripts/i18n-check.mjs).
 */
const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr', 'pt-BR', 'ja', 'ar'],
  fallbackLocales: { default: 'en' },
  // Each message names the files it is in, without line numbers: moving code does not touch a catalog.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/design-system/src/locales/{locale}',
      include: ['<rootDir>/design-system/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/docs/**', '**/testing/**'],
    },
    {
      path: '<rootDir>/web/src/locales/{locale}',
      include: ['<rootDir>/web/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/__generated__/**'],
    },
    {
      path: '<rootDir>/api/src/locales/{locale}',
      include: ['<rootDir>/api/src'],
      exclude: ['**/*.test.ts', '**/db/generated/**'],
    },
  ],
};

export default config;
