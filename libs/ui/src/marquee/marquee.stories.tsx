import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { Marquee } from './marquee';

const NOTICES = [
  { id: '1', text: 'Weekend reload bonus: 50% up to ৳5,000.' },
  { id: '2', text: 'Scheduled maintenance on Tuesday 02:00–04:00 (GMT+6).' },
  { id: '3', text: 'New live tables from our partners are open.' },
];

const meta = {
  title: 'Kit/Marquee',
  component: Marquee,
  args: { items: NOTICES },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus it to pause. With reduced motion on, it stands still and wraps. */
export const Scrolling: Story = {};
export const Clickable: Story = { args: { onItemClick: () => undefined } };
export const Slow: Story = { args: { speed: 25 } };
export const Fast: Story = { args: { speed: 120 } };
export const SingleNotice: Story = { args: { items: NOTICES.slice(0, 1) } };
export const CustomLabel: Story = { args: { label: 'Announcements' } };

export const BothThemesPlainAndClickable: Story = {
  render: (args) => (
    <BothThemes>
      <Marquee {...args} />
      <Marquee {...args} onItemClick={() => undefined} />
    </BothThemes>
  ),
};
