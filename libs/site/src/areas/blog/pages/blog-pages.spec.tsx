import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, failure } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyBlogArticlePage, LazyBlogListPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyBlogListPage.preload(), LazyBlogArticlePage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const ogContent = (property: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;

describe('the blog', () => {
  it('lists the articles, opens one with its title, description and social tags', async () => {
    const user = userEvent.setup();
    const platform = createPlatformFake();
    renderSite('/blog', { language: 'en', platform });
    expect(await screen.findByRole('heading', { level: 1, name: 'News and blog' })).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: 'Install our app in three taps' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Install our app in three taps' }),
    ).toBeTruthy();
    // The seeded body, sanitized HTML rendered as such.
    expect(await screen.findByText('App download', { selector: 'strong' })).toBeTruthy();
    expect(document.title).toMatch(/^Install our app in three taps · /);
    expect(ogContent('og:title')).toMatch(/^Install our app in three taps/);
    expect(ogContent('og:description')).toBe(
      'Add the site to your home screen on Android or iPhone and play in one tap.',
    );
    expect(ogContent('og:type')).toBe('article');
    expect(platform.callsTo('blog.article')[0]?.query).toEqual({ lang: 'en' });
  });

  it('says when there are no articles, and offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    const platform = createPlatformFake();
    platform.answer('blog.list', failure('INTERNAL', 500));
    renderSite('/blog', { language: 'en', platform });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    platform.answer('blog.list', { list: [], total: 0, pageNo: 1, pageSize: 12 });
    await user.click(retry);
    expect(await screen.findByText('No articles yet. Come back soon.')).toBeTruthy();
  });

  it('tells a reader when an article is not there', async () => {
    renderSite('/blog/gone-article', { language: 'bn', platform: createPlatformFake() });
    await waitFor(() => expect(screen.getByText('এই নিবন্ধটি পাওয়া যাচ্ছে না।')).toBeTruthy());
  });
});
