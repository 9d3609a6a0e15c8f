import type { Decorator, Preview } from '@storybook/react-vite';
import '../design-system/src/tokens/fonts.css';
import '../design-system/src/tokens/tokens.css';
import '../design-system/src/tokens/base.css';
import './docs.css';
import { DocsPage } from './DocsPage';
import { languageLoader, languageToolbar, withLanguage } from './language';

type Theme = 'light' | 'dark';

/** Sets `data-theme` on <html> from the toolbar global, so tokens switch like in the app. */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  return Story();
};

/**
 * In a Vitest run (`npm test`), axe reports only what fails: the passing and inapplicable checks
 * were gathered for a report nobody reads there. And the dark run checks only what the theme
 * changes: the light and dark runs render the same elements (withTheme sets one attribute), so the
 * rules about names, roles and structure find the same in both, and only the colour rules can
 * differ. The Storybook a11y panel keeps the full report.
 */
const DARK_THEME_RULES = ['color-contrast', 'link-in-text-block'];
const inVitestRun = import.meta.env.VITEST_STORYBOOK === 'false';

const axeForTheRun: Preview['beforeEach'] = (context) => {
  if (!inVitestRun) return;
  const a11y = (context.parameters.a11y ?? {}) as { options?: Record<string, unknown> };
  const dark = context.globals.theme === 'dark';
  context.parameters = {
    ...context.parameters,
    a11y: {
      ...a11y,
      options: {
        ...a11y.options,
        resultTypes: ['violations'],
        ...(dark ? { runOnly: { type: 'rule', values: DARK_THEME_RULES } } : {}),
      },
    },
  };
};

const preview: Preview = {
  // Every component gets a docs page (autodocs) laid out by DocsPage; Foundations opt out with '!autodocs'.
  tags: ['autodocs'],
  decorators: [withTheme, withLanguage],
  // The language from the toolbar, its catalogs loaded before the story renders (.storybook/language.tsx).
  loaders: [languageLoader],
  beforeEach: axeForTheRun,
  globalTypes: {
    locale: languageToolbar,
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    docs: { page: DocsPage, toc: true },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Writing', '*', 'App screens'] },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Axe violations fail the story test (Vitest addon) and are flagged in the a11y panel.
      test: 'error',
    },
  },
};

export default preview;
