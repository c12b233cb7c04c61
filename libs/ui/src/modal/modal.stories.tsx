import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { Modal } from './modal';

// The modal portals into <body>, which takes the toolbar's theme; switch it there to see both.
const meta = {
  title: 'Kit/Modal',
  component: Modal,
  args: {
    open: false,
    onOpenChange: () => undefined,
    title: 'Log in',
    description: 'Welcome back. Sign in to keep playing.',
    children: <p>Phone number and password fields go here.</p>,
    footer: <Button>Log in</Button>,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open modal</Button>
        <Modal {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
// Kept out of the docs page, where an open modal would trap focus over every other example.
export const OpenOnLoad: Story = { args: { open: true }, tags: ['!autodocs'] };
export const Small: Story = { args: { size: 'sm', title: 'Leave the game?' } };
export const Large: Story = { args: { size: 'lg', title: 'Promotion terms' } };
/** Narrow the canvas under 600 px (viewport toolbar) to see it fill the screen. */
export const FullScreenOnPhone: Story = { args: { fullScreenOnPhone: true, title: 'Register' } };
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Change your password',
    description: 'Your password has expired. Clicking outside does not close this one.',
  },
};
export const TitleOnly: Story = {
  args: { description: undefined, footer: undefined, children: <p>Just a body.</p> },
};
export const LongContent: Story = {
  args: {
    title: 'Help',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>Paragraph {index + 1}: the body scrolls, the header and footer stay.</p>
    )),
  },
};
