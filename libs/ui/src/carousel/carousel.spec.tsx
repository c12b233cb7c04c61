import { createI18n } from '@tessera/i18n/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './carousel';
import { BANNER_CAROUSEL, HOT_CAROUSEL } from './carousel-presets';

const banners = ['Welcome bonus', 'Cricket cup', 'VIP week'];

function renderCarousel(props: Partial<CarouselProps<string>>, language: 'en' | 'bn' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <Carousel
        label="Promotions"
        items={banners}
        renderItem={(text) => <p>{text}</p>}
        {...BANNER_CAROUSEL}
        {...(props as object)}
      />
    </I18nextProvider>,
  );
}

function reduceMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('Carousel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled carousel region whose slides are named groups', () => {
    renderCarousel({});
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getByRole('group', { name: 'Slide 1 of 3' }).textContent).toBe(
      'Welcome bonus',
    );
  });

  it('pages with translated dots when there is more than one slide', async () => {
    renderCarousel({}, 'bn');
    const dots = screen.getAllByRole('button', { name: /^স্লাইড \d-এ যান$/ });
    expect(dots).toHaveLength(3);
    await userEvent.click(dots[2] as HTMLElement);
    // In loop mode Swiper may reorder slides and move on the next animation frame.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'স্লাইড 3-এ যান' }).getAttribute('aria-current'),
      ).toBe('true'),
    );
  });

  it('renders a single slide with no dots, arrows or loop', () => {
    renderCarousel({ items: ['Only one'] });
    expect(screen.getByText('Only one')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Slide 1 of 1' })).toBeTruthy();
    expect(document.querySelector('.swiper-slide-duplicate, [data-swiper-slide-index]')).toBeNull();
  });

  it('shows arrows only above the threshold, labelled in the reader’s language', () => {
    const games = Array.from({ length: 8 }, (_, index) => `Game ${index + 1}`);
    const { unmount } = renderCarousel({ ...HOT_CAROUSEL, items: games.slice(0, 7) });
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    unmount();
    renderCarousel({ ...HOT_CAROUSEL, items: games });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });

  it('accepts ready-made slides', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Carousel label="Hot" slides={[<span key="a">A</span>, <span key="b">B</span>]} />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('group').map((slide) => slide.textContent)).toEqual(['A', 'B']);
  });

  it('autoplays without announcing each slide, and stops autoplay when the reader prefers less motion', async () => {
    const live = () => document.querySelector('.swiper-wrapper')?.getAttribute('aria-live');
    const { unmount } = renderCarousel({});
    await waitFor(() => expect(live()).toBe('off'));
    unmount();
    reduceMotion();
    renderCarousel({});
    expect(live()).toBe('polite');
  });

  it('moves to the next slide by itself, and holds while the keyboard is inside', async () => {
    const active = () => document.querySelector('.swiper-slide-active')?.textContent;
    const { container } = renderCarousel({ autoplayMs: 30, speedMs: 0 });
    await waitFor(() => expect(active()).toBe('Cricket cup'));
    const region = within(container).getByRole('region', { name: 'Promotions' });
    fireEvent.focus(region);
    const held = active();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(active()).toBe(held);
    fireEvent.blur(region, { relatedTarget: document.body });
    await waitFor(() => expect(active()).not.toBe(held));
  });
});
