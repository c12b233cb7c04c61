import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook over every lib; brand, theme and language are switched from the toolbar.
const config: StorybookConfig = {
  stories: [
    '../libs/*/src/**/*.stories.@(ts|tsx)',
    // The operators' console (apps/console): its table, sign-in steps and shell.
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
