import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { FakeConsole } from '../testing/fake-console';

function Desk({ path, role }: { path: string; role: 'finance' | 'compliance' | 'owner' }) {
  const { i18n } = useTranslation();
  return <FakeConsole key={`${i18n.language}${path}`} i18n={i18n} path={path} role={role} />;
}

const meta: Meta<typeof Desk> = {
  title: 'Console/Money desk',
  component: Desk,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof Desk>;

/** The withdrawal queue of a finance member: flags, amounts, approvals, age; server paging. */
export const WithdrawalQueue: Story = { args: { path: '/money', role: 'finance' } };
/** The drawer of a withdrawal over the four-eyes amount (0 of 2 approvals). */
export const WithdrawalDrawer: Story = { args: { path: '/money?open=1001', role: 'finance' } };
/** A disputed withdrawal: the payee's proof images and the settlement form. */
export const DisputeDrawer: Story = { args: { path: '/money?open=1003', role: 'finance' } };
export const DepositQueue: Story = { args: { path: '/money?view=deposits', role: 'finance' } };
export const Adjustments: Story = { args: { path: '/money?view=adjustments', role: 'finance' } };
/** Compliance reads the queue but has no decision buttons. */
export const ReadOnly: Story = { args: { path: '/money?open=1001', role: 'compliance' } };
