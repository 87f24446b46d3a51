/**
 * The production floor's drawings and estimates (issue 14): the JDML preview draws each drop at
 * scale with its number, length, width and repeat offset, and the trim at both ends; the dropper's
 * paper and ink follow the one ink constant.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { JdmlSection } from '../../providers/methods/production';
import {
  INK_ML_PER_SQUARE_FOOT,
  TRIM_INCHES,
  dropLengthInches,
  dropsOf,
  inkMillilitres,
  paperInches,
  runTotals,
} from '../../resources/production/paper';
import { JdmlPreview } from '../../src/production/jdml/JdmlPreview';
// English texts with their values, as the app writes them ("36 in"; "36 po" in French).
import { englishI18n } from '../support/inAdmin';

afterEach(cleanup);

const section = (position: number, width: number, offset: number, length = 112, verticalOffset = 0): JdmlSection => ({
  id: position,
  jdml_id: 1,
  position,
  width_inches: width,
  length_inches: length,
  offset_inches: offset,
  vertical_offset_inches: verticalOffset,
  print_file_url: null,
  updated_at: '2026-11-25T00:00:00Z',
});

describe('the JDML preview', () => {
  it('draws the drops side by side at scale with their numbers, lengths, widths and repeat offsets', () => {
    render(
      <AdminContext i18nProvider={englishI18n}>
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

describe('the JDML preview of a half-drop', () => {
  it('draws where each drop’s repeats start, every other drop half a repeat lower, and the trim left below the wall', () => {
    // A 108 in wall cut to 5 repeats of 25 in: 125 in drops; drop 2 starts 12.5 in down the pattern.
    render(
      <AdminContext i18nProvider={englishI18n}>
        <JdmlPreview
          sections={[section(1, 27, 0, 125), section(2, 27, 27, 125, 12.5), section(3, 18, 54, 125)]}
          wallHeight={108}
          repeatHeight={25}
        />
      </AdminContext>,
    );
    const drops = within(screen.getByTestId('jdml-preview')).getAllByTestId('jdml-drop');
    const starts = (drop: HTMLElement) =>
      [...drop.querySelectorAll('[data-testid="jdml-repeat-start"]')].map(
        (l) => Number(l.getAttribute('y1')) - Number(drop.querySelector('rect')!.getAttribute('y')),
      );
    expect(starts(drops[0])).toEqual([0, 25, 50, 75, 100]);
    expect(starts(drops[1])).toEqual([12.5, 37.5, 62.5, 87.5, 112.5]);
    expect(starts(drops[2])).toEqual([0, 25, 50, 75, 100]);
    expect(within(drops[1]).getByTestId('jdml-vertical-offset').textContent).toBe('↓12.5 in');
    expect(within(drops[0]).queryByTestId('jdml-vertical-offset')).toBeNull();
    // Trim: 2 in at the top, and below the wall what the last whole repeat leaves (125 − 2 − 108 = 15 in).
    const [, trimTop, trimBottom] = drops[0].querySelectorAll('rect');
    expect(Number(trimTop.getAttribute('height'))).toBe(TRIM_INCHES);
    expect(Number(trimBottom.getAttribute('height'))).toBe(15);
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

describe('drops of a design’s repeat', () => {
  it('cuts drops to whole repeats and drops every other repeat column of a half-drop by half a repeat', () => {
    expect(dropLengthInches(108)).toBe(112);
    expect(dropLengthInches(108, 25)).toBe(125);
    expect(dropLengthInches(96, 25)).toBe(100);
    const halfDrop = { kind: 'half_step' as const, width_inches: 24, height_inches: 21 };
    const drops = dropsOf({ width_inches: 96, height_inches: 100, roll_width_inches: 24, repeat: halfDrop });
    expect(drops.map((d) => [d.offset_inches, d.vertical_offset_inches, d.length_inches])).toEqual([
      [0, 0, 105],
      [24, 10.5, 105],
      [48, 0, 105],
      [72, 10.5, 105],
    ]);
    // A straight repeat, or no known design: no vertical offsets.
    expect(
      dropsOf({ width_inches: 48, height_inches: 100, roll_width_inches: 24, repeat: { ...halfDrop, kind: 'straight' } }).map(
        (d) => d.vertical_offset_inches,
      ),
    ).toEqual([0, 0]);
    expect(dropsOf({ width_inches: 48, height_inches: 100, roll_width_inches: 24, repeat: null }).map((d) => d.length_inches)).toEqual([
      104, 104,
    ]);
  });
});
