import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlatformError } from '@tessera/sdk';
import { identityDocuments } from '@tessera/sdk/testing';
import { IdentityDocumentsView } from './identity-documents';

// The card on its props alone (the page gives it the platform's answers): each state it draws.
const meta = {
  title: 'Site/Account/IdentityDocuments',
  component: IdentityDocumentsView,
  args: {
    state: { status: 'ready', documents: identityDocuments },
    money: (amount: number) => `৳${(amount / 100).toFixed(2)}`,
    onUpload: () => {},
    sending: false,
    uploadError: null,
    uploaded: false,
  },
} satisfies Meta<typeof IdentityDocumentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rejected front (with its reason and "upload a new one") and a back awaiting review. */
export const RejectedAndPending: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'ready', documents: { list: [], verified: false, threshold: null } } },
};
export const Verified: Story = {
  args: {
    state: {
      status: 'ready',
      documents: {
        ...identityDocuments,
        verified: true,
        list: identityDocuments.list.map((document) => ({
          ...document,
          status: 'approved' as const,
          reason: null,
        })),
      },
    },
  },
};
export const LoadFailed: Story = {
  args: { state: { status: 'error', error: new Error('offline'), onRetry: () => {} } },
};
export const Uploading: Story = { args: { sending: true } };
export const Uploaded: Story = { args: { uploaded: true } };
export const RefusedBytes: Story = {
  args: {
    uploadError: new PlatformError('DOCUMENT_NOT_ACCEPTED', 'Not an accepted type', 415),
  },
};
