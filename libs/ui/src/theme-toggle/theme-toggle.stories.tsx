import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
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

export const BothThemesAllStates: Story = {
  render: () => (
    <BothThemes>
      <div style={{ display: 'flex', gap: 8 }}>
        <ThemeToggle mode="dark" onChange={() => undefined} />
        <ThemeToggle mode="light" onChange={() => undefined} />
      </div>
    </BothThemes>
  ),
};
