import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProofPicker } from './proof-picker';

// A 1×1 png, so the previews show something.
const PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const photo = (name: string) => new File([PIXEL], name, { type: 'image/png' });

const meta = {
  title: 'Site/Cashier/ProofPicker',
  component: ProofPicker,
  args: { files: [], onChange: () => {} },
} satisfies Meta<typeof ProofPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const TwoPhotos: Story = { args: { files: [photo('a.png'), photo('b.png')] } };
export const Full: Story = { args: { files: [photo('a.png'), photo('b.png'), photo('c.png')] } };
export const TooLarge: Story = {
  args: { files: [photo('big.png')], error: 'Each photo must be 5 MB or smaller.' },
};
