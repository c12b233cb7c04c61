import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'Kit/ThemeToggle',
  component: ThemeToggle,
  args: { mode: 'dark', onChange: () => undefined },
  render: function Render(args) {
    const [mode, setMode] = useState(args.mode);
    return <ThemeToggle mode={mode} onChange={setMode} />;
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};
export const Light: Story = { args: { mode: 'light' } };
