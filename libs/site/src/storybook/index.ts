// Storybook's door into the site: whole pages on the fake platform (`.storybook/preview.tsx`
// provides the toolbar's brand, theme and language).
export { SitePageStory, StoryScreenProvider, type StoryScreen } from './site-page-story';
