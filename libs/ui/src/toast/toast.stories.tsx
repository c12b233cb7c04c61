import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { Button } from '../button';
import { BothThemes } from '../storybook';
import { ToastProvider } from './toast-provider';
import { useToast, type ToastOptions } from './use-toast';

const SAMPLES: (ToastOptions & { label: string })[] = [
  { label: 'Info', message: 'A new promotion is live.' },
  { label: 'Success', message: 'Deposit received: ৳500.', tone: 'success' },
  { label: 'Error', message: 'Withdrawal failed. Try again later.', tone: 'error' },
  { label: 'Sticky', message: 'Stays until dismissed.', durationMs: Infinity },
];

function Buttons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {SAMPLES.map(({ label, ...options }) => (
        <Button key={label} variant="secondary" onClick={() => toast.show(options)}>
          {label}
        </Button>
      ))}
    </div>
  );
}

/** Shows every tone once, to compare them without clicking. */
function ShowAll() {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    SAMPLES.slice(0, 3).forEach(({ label: _label, ...options }) =>
      toast.show({ ...options, durationMs: Infinity }),
    );
  }, [toast]);
  return null;
}

const meta = {
  title: 'Kit/Toast',
  component: ToastProvider,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: () => (
    <ToastProvider>
      <Buttons />
    </ToastProvider>
  ),
};

export const BothThemesAllTones: Story = {
  render: () => (
    <BothThemes>
      {/* A transformed box becomes the containing block of the fixed stack, keeping it inside. */}
      <div style={{ transform: 'translateZ(0)', minHeight: 260 }}>
        <ToastProvider>
          <ShowAll />
        </ToastProvider>
      </div>
    </BothThemes>
  ),
};
