import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { FakeConsole } from '../testing/fake-console';

function Desk({ path, role }: { path: string; role: 'support' | 'compliance' | 'owner' }) {
  const { i18n } = useTranslation();
  return <FakeConsole key={`${i18n.language}${path}`} i18n={i18n} path={path} role={role} />;
}

const meta: Meta<typeof Desk> = {
  title: 'Console/Player desk',
  component: Desk,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof Desk>;

export const Search: Story = { args: { path: '/players?q=player', role: 'owner' } };
/** The player page: profile, identity, standing, tags, password reset, agent tree. */
export const PlayerPage: Story = { args: { path: '/players/101', role: 'owner' } };
export const Protection: Story = { args: { path: '/players/101?tab=protection', role: 'owner' } };
export const Notes: Story = { args: { path: '/players/101?tab=notes', role: 'owner' } };
/** Support: no block, no protection tightening, no documents. */
export const Support: Story = { args: { path: '/players/101', role: 'support' } };
export const DocumentReview: Story = { args: { path: '/documents', role: 'compliance' } };
