import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { BalanceChip } from './balance-chip';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Kit/BalanceChip',
  component: BalanceChip,
  args: { amount: 1_234_567, currency: 'BDT', onRefresh: () => wait(1500) },
} satisfies Meta<typeof BalanceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BrandSymbol: Story = { args: { symbol: 'Tk ' } };
export const Masked: Story = { args: { defaultMasked: true } };
/** A free trial's demo money. */
export const Demo: Story = { args: { amount: 200_000, demo: true } };
/** A refresh that never settles, pressed on load, to show the spinner. */
export const Refreshing: Story = {
  args: { onRefresh: () => new Promise(() => undefined) },
  play: async ({ canvas, userEvent }) => {
    const refresh = canvas.getAllByRole('button').at(-1);
    if (refresh) await userEvent.click(refresh);
  },
};
export const NoRefresh: Story = { args: { onRefresh: undefined } };
export const Reais: Story = { args: { amount: 98_050, currency: 'BRL' } };
export const Pesos: Story = { args: { amount: 250_000, currency: 'PHP' } };
/** Refresh adds a random win, to show the spinner and the new amount. */
export const LiveRefresh: Story = {
  render: function Render(args) {
    const [amount, setAmount] = useState(args.amount);
    return (
      <BalanceChip
        {...args}
        amount={amount}
        onRefresh={async () => {
          await wait(1200);
          setAmount((current) => current + Math.round(Math.random() * 50_000));
        }}
      />
    );
  },
};

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <BalanceChip {...args} />
      <BalanceChip {...args} defaultMasked />
      <BalanceChip {...args} onRefresh={() => new Promise(() => undefined)} />
      <BalanceChip {...args} onRefresh={undefined} />
    </BothThemes>
  ),
  // Press refresh on the third chip of each theme so the pending state shows too.
  play: async ({ canvas, userEvent }) => {
    const groups = canvas.getAllByRole('group').filter((_, index) => index % 4 === 2);
    for (const group of groups) {
      const refresh = group.querySelectorAll('button')[1];
      if (refresh) await userEvent.click(refresh);
    }
  },
};
