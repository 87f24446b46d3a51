/**
 * The product page's CSS preview of the repeat: a straight design tiles one background both
 * ways; a half-step design is columns one tile wide, every other one dropped by half a tile.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PatternPreview, TILE_WIDTH } from '../../src/catalog/products/PatternPreview';

describe('the pattern preview', () => {
  it('tiles a straight repeat as one background, no columns', () => {
    render(<PatternPreview url="/api/files/p.png" repeat="straight" width={200} height={100} label="The pattern repeated" />);
    const preview = screen.getByRole('img', { name: 'The pattern repeated' });
    expect(preview).toHaveAttribute('data-repeat', 'straight');
    expect(getComputedStyle(preview).backgroundImage).toContain('/api/files/p.png');
    expect(getComputedStyle(preview).backgroundRepeat).toBe('repeat');
    expect(screen.queryAllByTestId('repeat-column')).toHaveLength(0);
  });

  it('drops every other column of a half-step repeat by half a tile', () => {
    // A 200 × 100 pattern: tiles 120 × 60, so the drop is 30 px.
    render(<PatternPreview url="/api/files/p.png" repeat="half_step" width={200} height={100} label="The pattern repeated" />);
    const columns = screen.getAllByTestId('repeat-column');
    expect(columns.length).toBeGreaterThanOrEqual(10);
    expect(columns.map((c) => c.style.backgroundPosition).slice(0, 4)).toEqual(['0px 0px', '0px 30px', '0px 0px', '0px 30px']);
    for (const column of columns) {
      expect(column.style.backgroundImage).toContain('/api/files/p.png');
      expect(column.style.backgroundSize).toBe(`${TILE_WIDTH}px 60px`);
      expect(column.style.backgroundRepeat).toBe('repeat-y');
      expect(column.style.flex).toContain(`${TILE_WIDTH}px`);
    }
  });

  it('assumes a square tile when the pattern’s size is not known yet', () => {
    render(<PatternPreview url="/api/files/p.png" repeat="half_step" label="The pattern repeated" />);
    expect(screen.getAllByTestId('repeat-column')[1].style.backgroundPosition).toBe(`0px ${TILE_WIDTH / 2}px`);
  });
});
