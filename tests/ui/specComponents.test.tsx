/** Spec 1 pieces: the error message that shows nothing when empty, the range slider, dialog sizes. */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorMessage } from '../../src/components/ErrorMessage';
import { RANGE_DEFAULTS, RangeSlider } from '../../src/components/RangeSlider';
import { DIALOG_SIZES, DIALOG_WIDTHS, SizedDialog } from '../../src/components/SizedDialog';

describe('ErrorMessage', () => {
  it('shows a message as an alert, and nothing at all when the message is empty', () => {
    const { container, rerender } = render(<ErrorMessage message="The weight is missing." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The weight is missing.');
    for (const empty of ['', '   ', null, undefined]) {
      rerender(<ErrorMessage message={empty} />);
      expect(container).toBeEmptyDOMElement();
    }
  });
});

describe('RangeSlider', () => {
  it('runs from 0 to 100 in steps of 1 by default, and shows its value', () => {
    expect(RANGE_DEFAULTS).toEqual({ min: 0, max: 100, step: 1 });
    function Harness() {
      const [value, setValue] = useState(100);
      return <RangeSlider label="Pattern scale" value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Pattern scale' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '99');
    expect(screen.getAllByText('99').length).toBeGreaterThan(0);
  });
});

describe('SizedDialog', () => {
  it('offers the sizes xs to 6xl plus full', () => {
    expect(DIALOG_SIZES).toEqual(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', 'full']);
    const widths = Object.values(DIALOG_WIDTHS);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });

  it('draws the paper at the size asked for', () => {
    const { rerender } = render(
      <SizedDialog open size="4xl">
        <p>Mockup</p>
      </SizedDialog>,
    );
    const paper = () => screen.getByRole('dialog');
    expect(paper()).toHaveAttribute('data-size', '4xl');
    expect(getComputedStyle(paper()).maxWidth).toBe(`${DIALOG_WIDTHS['4xl']}px`);
    rerender(
      <SizedDialog open size="full">
        <p>Mockup</p>
      </SizedDialog>,
    );
    expect(paper()).toHaveAttribute('data-size', 'full');
    expect(paper().className).toMatch(/paperFullScreen/);
  });
});
