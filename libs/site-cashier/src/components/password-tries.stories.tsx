import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordTries } from './password-tries';

const meta = {
  title: 'Site/Cashier/PasswordTries',
  component: PasswordTries,
  args: { triesLeft: 3, lockedUntil: null },
} satisfies Meta<typeof PasswordTries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TriesLeft: Story = {};
export const LastTry: Story = { args: { triesLeft: 1 } };
export const Locked: Story = { args: { triesLeft: 0, lockedUntil: '2026-11-24T05:15:00.000Z' } };
