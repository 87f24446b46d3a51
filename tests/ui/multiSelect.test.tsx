import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect, UNGROUPED, sortOptions, type MultiSelectOption } from '../../src/components/MultiSelect';

const OPTIONS: MultiSelectOption[] = [
  { value: 3, label: 'zinc', group: 'Metals' },
  { value: 1, label: 'Birch', group: 'Woods' },
  { value: 2, label: 'alder', group: 'Woods' },
  { value: 4, label: 'Copper', group: 'Metals' },
  { value: 5, label: 'linen' },
];

function Harness() {
  const [value, setValue] = useState<Array<string | number>>([]);
  return (
    <>
      <MultiSelect label="Materials" options={OPTIONS} value={value} onChange={setValue} />
      <p data-testid="value">{value.join(',')}</p>
    </>
  );
}

describe('MultiSelect', () => {
  it('groups options (default group Ungrouped) and sorts them ignoring case', () => {
    expect(sortOptions(OPTIONS).map((o) => `${o.group}/${o.label}`)).toEqual([
      'Metals/Copper',
      'Metals/zinc',
      `${UNGROUPED}/linen`,
      'Woods/alder',
      'Woods/Birch',
    ]);
  });

  it('shows the placeholders, the groups, and selects several options', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Materials' });
    expect(input).toHaveAttribute('placeholder', 'Select...');
    await user.click(input);
    expect(screen.getByText('Ungrouped')).toBeInTheDocument();
    expect(screen.getByText('Woods')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Copper', 'zinc', 'linen', 'alder', 'Birch']);
    await user.click(screen.getByRole('option', { name: 'alder' }));
    await user.click(screen.getByRole('option', { name: 'linen' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2,5');
    expect(input).toHaveAttribute('placeholder', 'Filter options...');
    await user.type(input, 'co');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Copper']);
  });
});
