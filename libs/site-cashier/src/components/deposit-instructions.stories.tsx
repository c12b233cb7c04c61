import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepositInstructions } from './deposit-instructions';

const meta = {
  title: 'Site/Cashier/DepositInstructions',
  component: DepositInstructions,
  args: { instructions: { redirectUrl: 'https://example.com/sandbox/pay/SBX0' } },
} satisfies Meta<typeof DepositInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProviderPage: Story = {};
export const QrCode: Story = {
  args: { instructions: { qrPayload: 'sandbox://pay/SBX00000000000000000000000000000000' } },
};
export const BankTransfer: Story = {
  args: {
    instructions: {
      bank: {
        bankName: 'Sandbox Bank',
        accountName: 'Tessera Payments Ltd',
        accountNumber: '0012 3456 7890',
        transferNote: 'DEP-501',
      },
    },
  },
};
