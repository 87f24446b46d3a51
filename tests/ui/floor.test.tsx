/**
 * The production floor's drawings and estimates (issue 14): the JDML preview draws each drop at
 * scale with its number, length, width and repeat offset, and the trim at both ends; the dropper's
 * paper and ink follow the one ink constant.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { JdmlSection } from '../../providers/methods/production';
import { INK_ML_PER_SQUARE_FOOT, TRIM_INCHES, inkMillilitres, paperInches, runTotals } from '../../resources/production/paper';
import { JdmlPreview } from '../../src/production/jdml/JdmlPreview';

afterEach(cleanup);

const section = (position: number, width: number, offset: number): JdmlSection => ({
  id: position,
  jdml_id: 1,
  position,
  width_inches: width,
  length_inches: 112,
  offset_inches: offset,
  print_file_url: null,
  updated_at: '2026-11-25T00:00:00Z',
});

describe('the JDML preview', () => {
  it('draws the drops side by side at scale with their numbers, lengths, widths and repeat offsets', () => {
    render(
      <AdminContext>
        <JdmlPreview sections={[section(2, 12, 36), section(1, 36, 0)]} />
      </AdminContext>,
    );
    const drawing = screen.getByTestId('jdml-preview');
    expect(drawing.getAttribute('role')).toBe('img');
    expect(drawing.getAttribute('aria-label')).toBeTruthy();
    const drops = within(drawing).getAllByTestId('jdml-drop');
    expect(drops).toHaveLength(2);
    // In their order on the wall, whatever order the sections came in.
    expect(drops[0].textContent).toContain('1');
    expect(drops[0].textContent).toContain('36 in');
    expect(drops[0].textContent).toContain('+0 in');
    expect(drops[1].textContent).toContain('12 in');
    expect(drops[1].textContent).toContain('+36 in');
    const [panel1, , trimTop1] = drops[0].querySelectorAll('rect');
    const [panel2] = drops[1].querySelectorAll('rect');
    // To scale: widths and lengths in inches of the drawing; the second drop starts after the first.
    expect(Number(panel1.getAttribute('width'))).toBe(36);
    expect(Number(panel1.getAttribute('height'))).toBe(112);
    expect(Number(panel2.getAttribute('width'))).toBe(12);
    expect(Number(panel2.getAttribute('x'))).toBeGreaterThan(Number(panel1.getAttribute('x')) + 36);
    expect(Number(trimTop1.getAttribute('height'))).toBe(TRIM_INCHES);
  });
});

describe('paper and ink of a print run', () => {
  it('takes drops × length × quantity of paper and ink by the printed area', () => {
    const item = { quantity: 2, width_inches: 48, height_inches: 108, drops: 2, drop_length_inches: 112 };
    expect(paperInches(item)).toBe(2 * 112 * 2);
    expect(inkMillilitres(item)).toBeCloseTo(((48 * 112) / 144) * 2 * INK_ML_PER_SQUARE_FOOT);
    expect(runTotals([item, item])).toEqual({
      paper_feet: Math.round(((896 * 1) / 12) * 10) / 10,
      ink_ml: Math.round(2 * inkMillilitres(item) * 10) / 10,
    });
  });
});
