import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { Carousel } from './carousel';
import { BANNER_CAROUSEL, HOT_CAROUSEL } from './carousel-presets';

function Banner({ text }: { text: string }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        aspectRatio: '16 / 6',
        borderRadius: 'var(--radius-lg)',
        background: 'var(--color-surface-raised)',
        border: '1px solid var(--color-border)',
        fontSize: 'var(--font-size-lg)',
        fontWeight: 700,
      }}
    >
      {text}
    </div>
  );
}

function GameTile({ name }: { name: string }) {
  return (
    <a
      href="#game"
      style={{
        display: 'grid',
        placeItems: 'end center',
        aspectRatio: '3 / 4',
        padding: 8,
        borderRadius: 'var(--radius-md)',
        background: 'var(--color-surface)',
        border: '1px solid var(--color-border)',
        color: 'inherit',
        fontSize: 'var(--font-size-sm)',
      }}
    >
      {name}
    </a>
  );
}

const BANNERS = ['Welcome bonus 100%', 'Cricket World Cup', 'VIP week'];
const GAMES = Array.from({ length: 12 }, (_, index) => `Game ${index + 1}`);

const meta = {
  title: 'Kit/Carousel',
  component: Carousel,
  args: {
    label: 'Promotions',
    slides: BANNERS.map((text) => <Banner key={text} text={text} />),
    ...BANNER_CAROUSEL,
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BannerCarousel: Story = {};
export const SingleBanner: Story = {
  args: { slides: [<Banner key="only" text="Only one banner: no loop, no dots" />] },
};
export const HotGames: Story = {
  args: {
    ...HOT_CAROUSEL,
    label: 'Hot games',
    slides: GAMES.map((name) => <GameTile key={name} name={name} />),
  },
};
export const HotGamesWithoutArrows: Story = {
  args: {
    ...HOT_CAROUSEL,
    label: 'Hot games',
    slides: GAMES.slice(0, 7).map((name) => <GameTile key={name} name={name} />),
  },
};
export const NoAutoplay: Story = { args: { autoplayMs: undefined } };

export const BothThemesBannerAndHot: Story = {
  render: (args) => (
    <BothThemes>
      <Carousel {...args} />
      <Carousel
        {...HOT_CAROUSEL}
        label="Hot games"
        slides={GAMES.map((name) => (
          <GameTile key={name} name={name} />
        ))}
      />
    </BothThemes>
  ),
};
