import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { Drawer } from './drawer';

// The drawer portals into <body>, which takes the toolbar's theme; switch it there to see both.
const meta = {
  title: 'Kit/Drawer',
  component: Drawer,
  args: {
    open: false,
    onOpenChange: () => undefined,
    title: 'Menu',
    children: (
      <nav style={{ display: 'grid', gap: 8 }}>
        {['Home', 'Favourites', 'Slots', 'Live casino', 'Sports'].map((item) => (
          <a key={item} href="#menu" style={{ color: 'inherit', padding: '10px 0' }}>
            {item}
          </a>
        ))}
      </nav>
    ),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open drawer</Button>
        <Drawer {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const Left: Story = { args: { side: 'left' } };
export const Bottom: Story = {
  args: {
    side: 'bottom',
    title: 'Bet slip',
    description: 'Two selections',
    children: <p>Stake and odds go here.</p>,
    footer: <Button>Place bet</Button>,
  },
};
// Kept out of the docs page, where an open modal would trap focus over every other example.
export const OpenOnLoad: Story = { args: { open: true }, tags: ['!autodocs'] };
export const NotDismissible: Story = { args: { dismissible: false } };
