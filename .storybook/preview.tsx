import type { Preview } from '@storybook/react-vite';
import { isLocale, loadMessages, type LomiMessages } from '@lomi/core';
import { LomiProvider, lomiStyles, type LomiTheme } from '@lomi/react';
import { storyClient } from '../stories/fixtures/story-client.ts';

// As on the site: the components' CSS once in the document head.
const style = document.createElement('style');
style.dataset.lomi = 'styles';
style.textContent = lomiStyles;
document.head.append(style);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'am', title: 'አማርኛ (Amharic)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  // Each story gets the catalog of its language before it renders, as an embed would.
  loaders: [
    async ({ globals }) => ({
      messages: await loadMessages(isLocale(globals.locale) ? globals.locale : 'en'),
    }),
  ],
  decorators: [
    (Story, { globals, loaded }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'en';
      const theme: LomiTheme = globals.theme === 'dark' ? 'dark' : 'light';
      // The story's own markup (event logs, the opener button's page) must stay readable in both themes.
      document.body.style.background = theme === 'dark' ? '#0c110f' : '#ffffff';
      document.body.style.color = theme === 'dark' ? '#eef3f1' : '#18211d';
      return (
        <LomiProvider
          client={storyClient}
          locale={locale}
          messages={loaded.messages as LomiMessages}
          theme={theme}
        >
          <Story />
        </LomiProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
