import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

// Labels are props, so the Language toolbar does not change them; only the close button follows
// it. The Bengali story passes Bengali labels the way the site does from its own tables.
const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onOpenChange: () => undefined,
    onConfirm: () => undefined,
    title: 'Prompt',
    message: 'Are you sure you want to sign out?',
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open confirmation</Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          onConfirm={() => {
            args.onConfirm();
            setOpen(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The trial-account prompt: the same dialog with its own words. */
export const RealAccount: Story = {
  args: {
    message: 'You need a real account for this.',
    confirmLabel: 'Get a real account',
  },
};

/** Confirm was pressed and the action runs: nothing can be pressed or dismissed until it ends. */
export const Pending: Story = {
  // Kept out of the docs page, where an open modal would trap focus over every other example.
  args: { open: true, pending: true },
  tags: ['!autodocs'],
};

/** Long Bengali text on a 320 px phone: the words wrap, the buttons stay reachable. */
export const LongBengaliOnPhone: Story = {
  args: {
    open: true,
    title: 'বিজ্ঞপ্তি',
    message:
      'আপনি কি সত্যিই সাইন আউট করতে চান? সাইন আউট করলে এই ডিভাইসে আপনার চলমান খেলা বন্ধ হয়ে যাবে, এবং আবার খেলতে হলে আপনাকে ব্যবহারকারীর নাম ও পাসওয়ার্ড দিয়ে পুনরায় সাইন ইন করতে হবে।',
    confirmLabel: 'নিশ্চিত করুন',
    cancelLabel: 'বাতিল',
  },
  globals: { locale: 'bn', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['!autodocs'],
};
