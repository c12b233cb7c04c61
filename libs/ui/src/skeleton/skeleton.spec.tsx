import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

const box = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('Skeleton', () => {
  it('is hidden from screen readers', () => {
    const { container } = render(<Skeleton />);
    expect(box(container).getAttribute('aria-hidden')).toBe('true');
    expect(box(container).textContent).toBe('');
  });

  it('takes pixel numbers and CSS lengths', () => {
    const { container } = render(<Skeleton shape="block" width="60%" height={120} />);
    expect(box(container).style.getPropertyValue('--skeleton-width')).toBe('60%');
    expect(box(container).style.getPropertyValue('--skeleton-height')).toBe('120px');
    expect(box(container).className).toContain('block');
  });

  it('keeps a circle round from its width alone', () => {
    const { container } = render(<Skeleton shape="circle" width={56} />);
    expect(box(container).style.getPropertyValue('--skeleton-width')).toBe('56px');
    expect(box(container).style.getPropertyValue('--skeleton-height')).toBe('56px');
  });

  it('leaves text lines to the stylesheet default of full width and one line', () => {
    const { container } = render(<Skeleton />);
    expect(box(container).style.getPropertyValue('--skeleton-width')).toBe('');
    expect(box(container).className).toContain('text');
  });
});
