import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { englishI18n } from '../support/inAdmin';
import { TABLE_SETTINGS_KEY, TableSettingsDialog, useTableSettings, type TableColumn } from '../../src/components/tableSettings';

/** The screens' English texts, as the app gives them. */
const InEnglish = ({ children }: { children: ReactNode }) => <I18nContextProvider value={englishI18n}>{children}</I18nContextProvider>;

const COLUMNS: TableColumn[] = [
  { id: 'name', label: 'Name' },
  { id: 'email', label: 'Email' },
  { id: 'notes', label: 'Notes', defaultVisible: false },
];

function Table({ tableId, columns = COLUMNS, dense }: { tableId?: string; columns?: TableColumn[]; dense?: boolean }) {
  const { settings, update, visible } = useTableSettings(columns, { tableId, dense });
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Table Settings</button>
      <p data-testid="row-size">{settings.rowSize}</p>
      <p data-testid="visible">{visible.map((c) => c.id).join(',')}</p>
      <TableSettingsDialog open={open} onClose={() => setOpen(false)} columns={columns} settings={settings} onChange={update} />
    </>
  );
}

const stored = () => JSON.parse(localStorage.getItem(TABLE_SETTINGS_KEY) ?? '{}');

describe('table settings', () => {
  beforeEach(() => localStorage.clear());

  it('starts small for a dense table, medium otherwise, with defaultVisible false columns hidden', () => {
    render(<Table tableId="a" dense />, { wrapper: InEnglish });
    expect(screen.getByTestId('row-size')).toHaveTextContent('small');
    expect(screen.getByTestId('visible')).toHaveTextContent('name,email');
    render(<Table tableId="b" />, { wrapper: InEnglish });
    expect(screen.getAllByTestId('row-size')[1]).toHaveTextContent('medium');
  });

  it('changes row size and columns in the dialog and stores them under table_settings.v1 by table id', async () => {
    const user = userEvent.setup();
    render(<Table tableId="orders" />, { wrapper: InEnglish });
    await user.click(screen.getByRole('button', { name: 'Table Settings' }));
    expect(screen.getByText('Row size', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByText('Columns')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Row size' }));
    await user.click(await screen.findByRole('option', { name: 'large' }));
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Notes' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('row-size')).toHaveTextContent('large');
    expect(screen.getByTestId('visible')).toHaveTextContent('name,notes');
    expect(stored()).toEqual({ orders: { rowSize: 'large', hiddenColumns: ['email'] } });
  });

  it('uses stored settings over column defaults, and the page path when the table has no id', () => {
    window.history.pushState({}, '', '/customers');
    localStorage.setItem(TABLE_SETTINGS_KEY, JSON.stringify({ '/customers': { rowSize: 'small', hiddenColumns: [] } }));
    render(<Table />, { wrapper: InEnglish });
    expect(screen.getByTestId('row-size')).toHaveTextContent('small');
    expect(screen.getByTestId('visible')).toHaveTextContent('name,email,notes');
  });

  it('says so when no columns are registered', async () => {
    const user = userEvent.setup();
    render(<Table tableId="empty" columns={[]} />, { wrapper: InEnglish });
    await user.click(screen.getByRole('button', { name: 'Table Settings' }));
    expect(screen.getByText('No columns registered.')).toBeInTheDocument();
  });

  it('logs a failed save to the console only', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    render(<Table tableId="x" />, { wrapper: InEnglish });
    await user.click(screen.getByRole('button', { name: 'Table Settings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(error).toHaveBeenCalled();
    expect(screen.getByTestId('visible')).toHaveTextContent('name');
    setItem.mockRestore();
    error.mockRestore();
  });
});
