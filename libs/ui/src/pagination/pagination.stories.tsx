import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { Pagination } from './pagination';

const meta = {
  title: 'Kit/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 12, onChange: () => undefined },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onChange={setPage} />;
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };
export const WiderWithSiblings: Story = { args: { siblings: 1, pageCount: 40, page: 20 } };
export const PhoneWidth: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <div style={{ width: 328, outline: '1px dashed var(--color-border)' }}>
        <Pagination {...args} page={page} onChange={setPage} />
      </div>
    );
  },
};

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <Pagination {...args} page={1} />
      <Pagination {...args} />
      <Pagination {...args} page={12} />
      <Pagination {...args} page={2} pageCount={4} />
    </BothThemes>
  ),
};
