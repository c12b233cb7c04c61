import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { JackpotCounter } from './jackpot-counter';

const meta = {
  title: 'Kit/JackpotCounter',
  component: JackpotCounter,
  args: { title: 'Progressive jackpot', amount: '20,481,936.52', symbol: '৳' },
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Taka: Story = {};
/** Bengali digits and the Indian grouping, as `bn` formats the same amount. */
export const BengaliDigits: Story = {
  args: { title: 'প্রগ্রেসিভ জ্যাকপট', amount: '২,০৪,৮১,৯৩৬.৫২' },
};
export const Peso: Story = { args: { symbol: '₱', amount: '20,999,999.99' } };
export const NoSymbol: Story = { args: { symbol: undefined } };

export const BothThemesSideBySide: Story = {
  render: (args) => (
    <BothThemes>
      <JackpotCounter {...args} />
    </BothThemes>
  ),
};
