import type { Decorator, Preview } from '@storybook/react-vite';
import '../design-system/src/tokens/fonts.css';
import '../design-system/src/tokens/tokens.css';
import '../design-system/src/tokens/base.css';
import './docs.css';
import { DocsPage } from './DocsPage';

type Theme = 'light' | 'dark';

/** Sets `data-theme` on <html> from the toolbar global, so tokens switch like in the app. */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  return Story();
};

const preview: Preview = {
  // Every component gets a docs page (autodocs) laid out by DocsPage; Foundations opt out with '!autodocs'.
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
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
