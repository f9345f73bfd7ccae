import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for the shared components; stories live in /stories and read the packages' sources. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The preview bundles React and Storybook's runtime in one chunk; its size is expected, not a warning.
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 } }),
};

export default config;
