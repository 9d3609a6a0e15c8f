import type { StorybookConfig } from '@storybook/react-vite';
import { linguiMacro } from '../design-system/build/lingui-macro';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    // Introduction, Foundations and Writing first in the sidebar, then the components, then App screens.
    '../design-system/src/docs/**/*.mdx',
    '../design-system/src/docs/**/*.stories.@(ts|tsx)',
    '../design-system/src/components/**/*.stories.@(ts|tsx)',
    '../design-system/src/screens/**/*.stories.@(ts|tsx)',
    '../web/src/**/*.stories.@(ts|tsx)',
  ],
  // addon-docs: a docs page per component (autodocs, .storybook/DocsPage.tsx) and the MDX pages.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Keep light-dark() as written in the build: lowered for older browsers, a colour token resolves once
  // on <html>, and the docs pages could not show a story in the light and the dark theme side by side
  // (design-system/src/tokens/tokens.css resolves colours by each element's color-scheme).
  // linguiMacro: the components' Trans and useLingui compiled to catalog ids (design-system/build/lingui-macro.ts).
  viteFinal: (config) => ({
    ...config,
    plugins: [linguiMacro(), ...(config.plugins ?? [])],
    build: { ...config.build, cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'] },
  }),
};

export default config;
