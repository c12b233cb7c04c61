import type { Meta, StoryObj } from '@storybook/react-vite';
import { permission } from '@tessera/sdk/testing';
import { SitePageStory } from './site-page-story';

/**
 * The app download page (/download) on the fake platform: the merchant's store apps as QR codes,
 * the lite app and the install guides; and the page of a merchant without store apps, which
 * still leads to the lite app. (The install button shows only where the browser offers it.)
 */
const meta = {
  title: 'Pages/App download',
  component: SitePageStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithStoreApps: Story = {
  args: {
    path: '/download',
    answers: {
      'system.permission': {
        ...permission,
        appDownload: { ios: 'https://apps.example/ios', android: 'https://apps.example/app.apk' },
      },
    },
  },
};
export const LiteAppOnly: Story = { args: { path: '/download' } };
