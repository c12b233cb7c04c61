import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryOps } from '../testing/story-ops';
import { CodeStep, EnrolStep, PasswordStep, RecoveryCodesStep, SignInFlow } from './sign-in-flow';

// The staff sign-in steps over the fake platform (owner@tessera.local / tessera-owner-dev, code
// 123456): the whole flow, and each step alone.
const meta = {
  title: 'Console/Sign-in',
  decorators: [(Story) => <StoryOps>{Story()}</StoryOps>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Tessera:owner@tessera.local?secret=JBSWY3DPEHPK3PXP&issuer=Tessera',
};

export const WholeFlow: Story = { render: () => <SignInFlow onSignedIn={() => undefined} /> };
export const Password: Story = { render: () => <PasswordStep onNext={() => undefined} /> };
export const SessionEnded: Story = {
  render: () => <PasswordStep onNext={() => undefined} sessionEnded />,
};
export const Enrol: Story = {
  render: () => (
    <EnrolStep enrolment={ENROLMENT} onRestart={() => undefined} onSignedIn={() => undefined} />
  ),
};
export const Code: Story = {
  render: () => <CodeStep onRestart={() => undefined} onSignedIn={() => undefined} />,
};
export const RecoveryCodes: Story = {
  render: () => (
    <RecoveryCodesStep
      codes={Array.from({ length: 10 }, (_, i) => `rc${i}-abcd-efgh`)}
      onDone={() => undefined}
    />
  ),
};
