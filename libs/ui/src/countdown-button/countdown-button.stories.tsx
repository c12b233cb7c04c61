import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';

const meta = {
  title: 'Kit/CountdownButton',
  component: CountdownButton,
  args: { secondsLeft: 0, children: 'Send code', variant: 'secondary' },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Counting: Story = { args: { secondsLeft: 42 } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
/** Press it: the default SMS wait of 60 s starts (spec §9). */
export const Live: Story = {
  render: function Render(args) {
    const countdown = useCountdown();
    return (
      <CountdownButton
        {...args}
        secondsLeft={countdown.secondsLeft}
        onClick={() => countdown.start()}
      />
    );
  },
};
export const LiveFiveSeconds: Story = {
  render: function Render(args) {
    const countdown = useCountdown(5);
    return (
      <CountdownButton
        {...args}
        secondsLeft={countdown.secondsLeft}
        onClick={() => countdown.start()}
      />
    );
  },
};

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <CountdownButton {...args} />
        <CountdownButton {...args} secondsLeft={42} />
        <CountdownButton {...args} variant="primary" />
        <CountdownButton {...args} variant="primary" secondsLeft={9} />
        <CountdownButton {...args} loading />
        <CountdownButton {...args} disabled />
      </div>
    </BothThemes>
  ),
};
