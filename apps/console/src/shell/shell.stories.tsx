import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryHistory } from '@tanstack/react-router';
import type { BuiltInRole } from '@tessera/contract';
import { createOpsFake } from '@tessera/sdk/testing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApp } from '../app/console-app';

/** The whole console, signed in as a built-in role's member, over the fake platform. */
function SignedIn({ role, path }: { role: BuiltInRole; path: string }) {
  const { i18n } = useTranslation();
  const [fake] = useState(() =>
    createOpsFake({ signedInAs: role, extraStaff: 12, auditEntries: 20 }),
  );
  const [history] = useState(() => createMemoryHistory({ initialEntries: [path] }));
  return (
    <ConsoleApp i18n={i18n} fetch={fake.fetch} history={history} baseUrl={window.location.origin} />
  );
}

const meta = {
  title: 'Console/Shell',
  component: SignedIn,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignedIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerHome: Story = { args: { role: 'owner', path: '/' } };
/** Support holds no staff, audit or money permission: those desks are not listed. */
export const SupportHome: Story = { args: { role: 'support', path: '/' } };
export const StaffList: Story = { args: { role: 'owner', path: '/staff' } };
export const Roles: Story = { args: { role: 'owner', path: '/staff/roles' } };
export const ApiKeys: Story = { args: { role: 'owner', path: '/staff/keys' } };
export const AuditTrail: Story = { args: { role: 'auditor', path: '/audit' } };
export const MySessions: Story = { args: { role: 'finance', path: '/sessions' } };
/** The member's own account: passkeys (one on the fake platform) and the password form. */
export const MyAccount: Story = { args: { role: 'finance', path: '/account' } };
