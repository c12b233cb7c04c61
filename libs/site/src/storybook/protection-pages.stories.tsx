import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure, protection } from '@tessera/sdk/testing';
import { SitePageStory } from './site-page-story';

/**
 * Responsible gaming and linked sign-in (issue 13) on the fake platform: loss limits with a
 * loosening waiting its 24 hours, the reality-check interval, time-out and self-exclusion behind
 * their confirmation; the page with no limits yet and when it fails to load; and the security
 * centre with the Google and Facebook sign-in card.
 */
const meta = {
  title: 'Pages/Responsible gaming and sign-in',
  component: SitePageStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const PATH = '/member/responsible-gaming';
const noLimit = { amount: null, pending: null, lost: 0 };

export const ResponsibleGaming: Story = { args: { path: PATH, signedIn: true } };
export const ResponsibleGamingNoLimits: Story = {
  args: {
    path: PATH,
    signedIn: true,
    answers: {
      'protection.overview': {
        ...protection,
        lossLimits: { daily: noLimit, weekly: noLimit, monthly: noLimit },
        realityCheckMinutes: null,
      },
    },
  },
};
export const ResponsibleGamingFailed: Story = {
  args: {
    path: PATH,
    signedIn: true,
    answers: { 'protection.overview': failure('INTERNAL', 500) },
  },
};
export const SecurityCentreLinkedSignIn: Story = {
  args: { path: '/member/security-center', signedIn: true },
};
