import { TABLE_LANGUAGES } from '@tessera/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { LanguagePicker } from './language-picker';

const meta = {
  title: 'Kit/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'en', options: TABLE_LANGUAGES, onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LanguagePicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {};
export const Compact: Story = { args: { compact: true } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <LanguagePicker {...args} />
      <LanguagePicker {...args} compact />
    </BothThemes>
  ),
};
