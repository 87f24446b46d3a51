import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { Pagination, pageButtons, rangeText } from '../../src/components/Pagination';
import { englishI18n } from '../support/inAdmin';

function Harness({ total, alwaysShow = false, start = 0 }: { total: number; alwaysShow?: boolean; start?: number }) {
  const [page, setPage] = useState(start);
  const [size, setSize] = useState(10);
  return (
    <I18nContextProvider value={englishI18n}>
      <Pagination
        alwaysShow={alwaysShow}
        pagination={{
          totals: { current: total },
          itemsPerPage: { current: size, options: [10, 25], change: setSize },
          pages: { current: page, change: setPage },
        }}
      />
    </I18nContextProvider>
  );
}

describe('Pagination', () => {
  it('shows at most 5 page buttons around the current page', () => {
    expect(pageButtons(0, 3)).toEqual([0, 1, 2]);
    expect(pageButtons(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageButtons(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(19, 20)).toEqual([15, 16, 17, 18, 19]);
  });

  it('reads "start-end of total"', () => {
    expect(rangeText(0, 10, 42)).toBe('1-10 of 42');
    expect(rangeText(4, 10, 42)).toBe('41-42 of 42');
  });

  it('shows an estimated total beyond the cap as "10,000+", in the chosen language', async () => {
    expect(rangeText(0, 25, 10_000)).toBe('1-25 of 10000');
    expect(rangeText(2, 25, 1_234_567)).toBe('51-75 of 10,000+');
    const polyglot = (await import('ra-i18n-polyglot')).default;
    const { fr } = await import('../../resources/i18n/fr');
    const french = polyglot(() => fr as any, 'fr');
    expect(rangeText(0, 25, 1_234_567, french.translate)).toBe('1-25 sur 10 000+');
    render(<Harness total={250_000} />);
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('1-10 of 10,000+');
  });

  it('is hidden while everything fits on one page, unless alwaysShow', () => {
    const { container, rerender } = render(<Harness total={10} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Harness total={10} alwaysShow />);
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('1-10 of 10');
  });

  it('moves between pages and goes back to page 0 when the page size changes', async () => {
    const user = userEvent.setup();
    render(<Harness total={95} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('21-30 of 95');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('31-40 of 95');

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('1-25 of 95');
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(4);
  });
});
