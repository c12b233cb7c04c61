import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { QRCode } from './qr-code';

// A tiny inline logo, so the story needs no network.
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#e0a526"/></svg>',
)}`;

const meta = {
  title: 'Kit/QRCode',
  component: QRCode,
  args: { value: 'https://example.com/download?ref=AB12CD' },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Download800: Story = { args: { size: 800 } };
export const SmallDots: Story = { args: { dotScale: 0.35 } };
export const WithLogo: Story = { args: { logoUrl: LOGO, errorCorrection: 'H' } };
export const LogoFailsToLoad: Story = { args: { logoUrl: '/does-not-exist.png' } };
export const LowCorrection: Story = { args: { errorCorrection: 'L' } };
export const HighCorrection: Story = { args: { errorCorrection: 'H' } };
export const BengaliText: Story = { args: { value: 'বাংলাদেশ ক্রিকেট' } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'start' }}>
        <QRCode {...args} size={120} margin={10} />
        <QRCode {...args} size={120} margin={10} dotScale={0.35} />
        <QRCode {...args} size={120} margin={10} logoUrl={LOGO} />
        <QRCode {...args} size={120} margin={10} logoUrl="/does-not-exist.png" />
      </div>
    </BothThemes>
  ),
};
