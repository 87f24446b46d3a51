/**
 * A list page with hand-picked columns (custom cells such as images) that still behaves like the
 * generated ones: search, spec pagination, table settings, create and CSV export.
 */
import type { ReactNode } from 'react';
import { CreateButton, DataTable, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../components/Pagination';
import { ListPagination, useListTableSettings } from './views';

interface SettingsListProps {
  title: string;
  /** Key of the table's settings in `table_settings.v1`. */
  tableId: string;
  columns: Array<{ id: string; label: string }>;
  /** Cells that are not the plain value of their column. */
  cells?: Record<string, ReactNode>;
  filter?: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export function SettingsList({ title, tableId, columns, cells = {}, filter, sort }: SettingsListProps) {
  const table = useListTableSettings(columns, tableId);
  return (
    <>
      <List
        title={title}
        filter={filter}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sort={sort}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            {table.button}
            <CreateButton />
            <ExportButton />
          </TopToolbar>
        }
      >
        <DataTable rowClick="edit" {...table.dataTableProps}>
          {columns
            .filter((c) => table.isVisible(c.id))
            .map((c) => (
              <DataTable.Col key={c.id} source={c.id} label={c.label}>
                {cells[c.id]}
              </DataTable.Col>
            ))}
        </DataTable>
      </List>
      {table.dialog}
    </>
  );
}
