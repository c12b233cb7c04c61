import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { BothThemes } from '../storybook';
import { WinnersBoard, type WinnerRow } from './winners-board';

const GAMES = ['Fortune Tiger', 'Crash X', 'Super Ace', 'Lightning Roulette', 'Mahjong Ways'];
const ROWS: WinnerRow[] = Array.from({ length: 9 }, (_, index) => ({
  id: String(index),
  name: `pl***${index + 1}`,
  game: GAMES[index % GAMES.length] ?? '',
  amount: `৳${(1_234_567.5 / (index + 1)).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
}));

const meta = {
  title: 'Kit/WinnersBoard',
  component: WinnersBoard,
  args: {
    title: 'Big winners',
    rows: ROWS,
    empty: 'No big wins to show yet. Yours could be the first!',
  },
} satisfies Meta<typeof WinnersBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine wins, five visible: the list rises in a loop; hover or focus it to pause. */
export const Scrolling: Story = {};
export const Slow: Story = { args: { speed: 12 } };
/** Everything fits: nothing moves. */
export const FewWins: Story = { args: { rows: ROWS.slice(0, 3) } };
export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: {
    error: (
      <p>
        The winners board could not be loaded. <Button variant="secondary">Try again</Button>
      </p>
    ),
  },
};

export const BothThemesSideBySide: Story = {
  render: (args) => (
    <BothThemes>
      <WinnersBoard {...args} />
      <WinnersBoard {...args} rows={[]} />
    </BothThemes>
  ),
};
