import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useRecordsTexts } from './use-records-texts';

/** Stories render a records component alone, without a page that adds the records texts. */
function RecordsTexts({ children }: { children: ReactNode }) {
  useRecordsTexts();
  return <>{children}</>;
}

export const withRecordsTexts: Decorator = (Story) => (
  <RecordsTexts>
    <Story />
  </RecordsTexts>
);
