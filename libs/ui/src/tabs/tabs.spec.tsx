import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'slots', label: 'Slots', content: 'Slot games' },
  { value: 'live', label: 'Live', content: 'Live tables' },
  { value: 'sports', label: 'Sports', content: 'Sports book', disabled: true },
  { value: 'fish', label: 'Fishing', content: 'Fishing games' },
];

const selectedTab = () => screen.getByRole('tab', { selected: true });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  it('names the list, selects the first tab and shows only its panel', () => {
    render(<Tabs label="Game categories" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toBeTruthy();
    expect(selectedTab().textContent).toBe('Slots');
    expect(visiblePanel().textContent).toBe('Slot games');
    expect(screen.getByRole('tabpanel', { name: 'Slots' })).toBe(visiblePanel());
  });

  it('puts only the selected tab in the Tab order, then the panel', async () => {
    render(<Tabs label="Games" items={items} defaultValue="live" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Live' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('moves focus and selection with the arrows, skipping disabled tabs and wrapping', async () => {
    render(<Tabs label="Games" items={items} defaultValue="live" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Fishing' }));
    expect(selectedTab().textContent).toBe('Fishing');
    expect(visiblePanel().textContent).toBe('Fishing games');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Slots');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Fishing' }));
  });

  it('jumps to the ends with Home and End', async () => {
    render(<Tabs label="Games" items={items} defaultValue="live" />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(selectedTab().textContent).toBe('Fishing');
    await userEvent.keyboard('{Home}');
    expect(selectedTab().textContent).toBe('Slots');
    expect(document.activeElement).toBe(selectedTab());
  });

  it('is controlled by `value` and reports changes through `onChange`', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('slots');
      return (
        <Tabs
          label="Games"
          items={items}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(onChange).toHaveBeenCalledWith('live');
    expect(visiblePanel().textContent).toBe('Live tables');
  });

  it('stays on the given value when the parent does not update it', async () => {
    render(<Tabs label="Games" items={items} value="slots" onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(selectedTab().textContent).toBe('Slots');
  });
});
