/**
 * The views generated from a resource declaration: List (DataTable of `list.columns`, search
 * `q`, filters, default sort, CSV export, the spec's pagination and table settings), Show,
 * Create and Edit (SimpleForm validated by the declaration's yup schema).
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { schemaResolver } from './validation';
import { Button as MuiButton, Stack } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Create,
  CreateButton,
  DataTable,
  Edit,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useListContext,
  usePermissions,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { AppSimpleForm } from './forms';
import {
  createSchema,
  representRecord,
  routeNameOf,
  updateSchema,
  writableFields,
  type ResourceDeclaration,
} from '../../resources/framework';
import { isStaff, type Role } from '../../resources/access';
import { Pagination, PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '../components/Pagination';
import { TableSettingsDialog, useTableSettings, type TableColumn } from '../components/tableSettings';
import type { Field } from '../../resources/fields';
import { FieldView, FilterInputFor, InputFor, useChoiceLabel, useFieldLabel, viewType } from './fieldViews';
import { usePageTitle } from '../layout/pageTitle';
import { ChangedElsewhere } from './ChangedElsewhere';
import { useRecordSavedOptions } from './recordNotify';
import { labelledExporter } from './csvExport';
import { useCardsOnSmallScreen } from './smallScreen';
import { ListSkeleton } from '../components/ListSkeleton';
import { CsvImportButton } from './CsvImportButton';

/** The list's Import button of a declaration that takes a CSV import, for those who may add its records. */
function ImportButton({ declaration }: ViewProps) {
  const resource = useResourceContext() ?? declaration.name;
  return <CsvImportButton spec={declaration} access={{ resource, action: 'create' }} />;
}

export interface ViewProps {
  declaration: ResourceDeclaration;
}

/** The react-admin list state as the spec's pagination object. */
export function ListPagination() {
  const { total, perPage, page, setPage, setPerPage } = useListContext();
  return (
    <Pagination
      pagination={{
        totals: { current: total ?? 0 },
        itemsPerPage: { current: perPage, options: PAGE_SIZE_OPTIONS, change: setPerPage },
        // react-admin counts pages from 1, the spec from 0.
        pages: { current: page - 1, change: (p) => setPage(p + 1) },
      }}
    />
  );
}

function columnsOf(
  declaration: ResourceDeclaration,
  label: (name: string, field?: Field) => string,
  shown: (name: string) => boolean,
): TableColumn[] {
  return declaration.list.columns.filter(shown).map((name) => {
    const field = declaration.fields[name];
    return { id: name, label: label(name, field), defaultVisible: !field?.hiddenByDefault };
  });
}

/** The resource's name in the chosen language (`resources.<name>.name`), one or many. */
export function useResourceLabel(declaration: ResourceDeclaration) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (count: 1 | 2) =>
    translate(`resources.${resource}.name`, { smart_count: count, _: count === 1 ? declaration.labels.one : declaration.labels.many });
}

const ROW_PADDING = { small: undefined, medium: undefined, large: { '& td': { py: 2.5 } } } as const;

/**
 * What a custom list passes on to the generated one instead of writing its own: cells that are not
 * the plain value of their column (images, references), a permanent filter (the working brand),
 * the page name, and where a row leads when the record's page is not react-admin's show/edit.
 */
export interface ResourceListProps extends ViewProps {
  cells?: Record<string, ReactNode>;
  filter?: Record<string, unknown>;
  title?: string;
  rowClick?: 'edit' | 'show';
  /** More buttons in the list's toolbar (a link to a related screen). */
  actions?: ReactNode;
  /** The actions on the selected rows; react-admin's default (delete) when not given. */
  bulkActionButtons?: ReactNode;
  /** Filters beyond the declared ones (a date range: `created_at_gte`, `created_at_lte`). */
  extraFilters?: ReactElement[];
  /** A side panel on large screens (saved queries, quick filters). */
  aside?: ReactElement;
  /** The columns a phone's card shows under the record's name, in `cells`' form when given (default: two plain ones). */
  cardColumns?: string[];
}

export function ResourceList({
  declaration,
  cells = {},
  filter,
  title,
  rowClick,
  actions,
  bulkActionButtons,
  extraFilters = [],
  aside,
  cardColumns,
}: ResourceListProps) {
  const resource = useResourceContext();
  const plural = useResourceLabel(declaration)(2);
  const translate = useTranslate();
  // A screen's own title is a key (`menu.products`); the export's file name is its words.
  const many = title ? translate(title, { _: title }) : plural;
  const fieldLabel = useFieldLabel();
  const choiceWords = useChoiceLabel();
  usePageTitle(many);
  // A brand user sees only their own brand's records: a Brand column or filter would say nothing.
  const { permissions } = usePermissions<Role | null>();
  const ownBrandOnly = declaration.tenancy === 'brand' && permissions != null && !isStaff(permissions);
  const shown = (name: string) => !(ownBrandOnly && name === 'brand_id');
  const columns = columnsOf(declaration, fieldLabel, shown);
  const table = useTableSettings(columns, { tableId: resource, dense: true });
  // A phone is a floor device: cards instead of a table that scrolls sideways (docs/requirements/shell.md §9).
  const small = useCardsOnSmallScreen();
  const represented = typeof declaration.represent === 'string' ? declaration.represent : undefined;
  const secondaryColumns = table.visible
    .map((c) => c.id)
    .filter(
      // Words and numbers shown as they are (a date would be its raw "2026-11-29T01:32:58.433Z").
      (id) => id !== represented && ['text', 'email', 'phone', 'enum', 'int', 'number'].includes(viewType(id, declaration.fields[id])),
    )
    .slice(0, 2);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    // `source` and `label` name each filter in "Add filter", which adds one at a time.
    ...(declaration.list.filters ?? [])
      .filter(shown)
      .map((name) => (
        <FilterInputFor
          key={name}
          name={name}
          field={declaration.fields[name]}
          source={name}
          label={fieldLabel(name, declaration.fields[name])}
        />
      )),
    ...extraFilters,
  ];
  const [sortField, sortOrder] = declaration.list.sort ?? ['id', 'ASC'];
  return (
    <>
      <List
        filter={filter}
        aside={small ? undefined : aside}
        exporter={labelledExporter(declaration, table.visible, translate, many)}
        // Room below the last card for the floating "+" button of small screens.
        sx={{ pb: { xs: 10, sm: 0 } }}
        title={many}
        filters={filters}
        sort={{ field: sortField, order: sortOrder }}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={
          // On a phone the buttons wrap onto a second line rather than run off the screen, and the
          // icon-only ones (Filter, Export) sit level with the worded ones.
          <TopToolbar
            sx={{
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              justifyContent: { xs: 'flex-start', sm: 'flex-end' },
              alignItems: { xs: 'center', sm: 'flex-end' },
            }}
          >
            {/* A phone's cards show `cardColumns` when given, whatever the table's settings: then none to offer. */}
            {!(small && cardColumns) && (
              <MuiButton size="small" startIcon={<TuneIcon />} onClick={() => setSettingsOpen(true)}>
                {translate('screens.shell.table_settings')}
              </MuiButton>
            )}
            {/* The declared filters (besides the search) are added from here. */}
            {(declaration.list.filters ?? []).length + extraFilters.length > 0 && <FilterButton />}
            {actions}
            <CreateButton />
            {declaration.csvImport && <ImportButton declaration={declaration} />}
            <ExportButton />
          </TopToolbar>
        }
      >
        <WhileLoading columns={table.visible.length} cards={small}>
          {small ? (
            <SimpleList
              primaryText={(record) => representRecord(declaration, record)}
              secondaryText={(record) =>
                cardColumns ? (
                  <CardLine ids={cardColumns} cells={cells} record={record} />
                ) : (
                  secondaryColumns
                    .map((name) =>
                      declaration.fields[name]?.type === 'enum' && record?.[name] != null
                        ? choiceWords(name, String(record[name]))
                        : displayValue(record?.[name]),
                    )
                    .filter(Boolean)
                    .join(' · ')
                )
              }
              rowClick={rowClick ?? (canEdit ? 'edit' : 'show')}
              data-testid="list-cards"
            />
          ) : (
            <DataTable
              rowClick={rowClick ?? (canEdit ? 'edit' : 'show')}
              {...(bulkActionButtons !== undefined ? { bulkActionButtons } : {})}
              size={table.settings.rowSize === 'small' ? 'small' : 'medium'}
              sx={ROW_PADDING[table.settings.rowSize]}
            >
              {table.visible.map((column) => (
                <DataTable.Col
                  key={column.id}
                  source={column.id}
                  label={column.label}
                  cellSx={ONE_LINE_TYPES.includes(viewType(column.id, declaration.fields[column.id])) ? oneLine : undefined}
                >
                  {cells[column.id] ?? <FieldView name={column.id} field={declaration.fields[column.id]} />}
                </DataTable.Col>
              ))}
            </DataTable>
          )}
        </WhileLoading>
      </List>
      <TableSettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        columns={columns}
        settings={table.settings}
        onChange={table.update}
      />
    </>
  );
}

/**
 * Table cells kept on one line: a status chip ("Non traitée") or a date ("28 nov. 2026, 10:15")
 * broken in two in a narrow column reads badly; the free text of other columns wraps instead.
 * (Chips wrap elsewhere, theme.ts, so that a long one is read in full.)
 */
const ONE_LINE_TYPES: Array<Field['type']> = ['enum', 'date', 'datetime'];
const oneLine = () => ({ whiteSpace: 'nowrap', '& .MuiChip-label': { whiteSpace: 'nowrap' } }) as const;

/** A card's line under the record's name: the chosen columns, each as its list cell when it has one. */
function CardLine({ ids, cells, record }: { ids: string[]; cells: Record<string, ReactNode>; record: Record<string, unknown> }) {
  return (
    <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {ids.map((id) => (
        <span key={id} data-testid={`card-${id}`}>
          {cells[id] ?? displayValue(record[id])}
        </span>
      ))}
    </Stack>
  );
}

/** The list's first page still loading: its skeleton at once (react-admin's own waits a second, blank). */
function WhileLoading({ columns, cards, children }: { columns: number; cards: boolean; children: ReactNode }) {
  const { isPending } = useListContext();
  return isPending ? <ListSkeleton columns={columns} cards={cards} /> : children;
}

export function ResourceShow({ declaration }: ViewProps) {
  usePageTitle(useResourceLabel(declaration)(1));
  const label = useFieldLabel();
  return (
    <Show title={<RecordTitle declaration={declaration} />}>
      <SimpleShowLayout>
        {/* source and label: SimpleShowLayout labels each value with its declared label. */}
        {Object.entries(declaration.fields).map(([name, field]) => (
          <FieldView key={name} name={name} field={field as Field} source={name} label={label(name, field as Field)} />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}

/** The form schema: the create rules; keys the form carries besides the fields (id…) pass. */
export function formResolver(declaration: ResourceDeclaration) {
  return schemaResolver(createSchema(declaration).noUnknown(false));
}

/**
 * The update rules of the fields a page's form carries (a part of the record: a details card, a
 * name), the values sent as typed: the other fields are not the form's to check.
 */
export function partialFormResolver(declaration: ResourceDeclaration) {
  return schemaResolver(updateSchema(declaration).noUnknown(false), undefined, { raw: true });
}

function defaults(declaration: ResourceDeclaration) {
  return Object.fromEntries(
    writableFields(declaration)
      .filter(([, f]) => f.defaultValue !== undefined)
      .map(([n, f]) => [n, f.defaultValue]),
  );
}

function FormFields({ declaration }: ViewProps) {
  return (
    <>
      <ChangedElsewhere />
      {writableFields(declaration).map(([name, field]) => (
        <InputFor key={name} name={name} field={field} />
      ))}
    </>
  );
}

export function ResourceCreate({ declaration }: ViewProps) {
  const translate = useTranslate();
  // The declaration's create page title (`resources.<name>.page.create`, « Nouvel article suivi »), else "New <the record's name>".
  const title = translate(`resources.${routeNameOf(declaration)}.page.create`, {
    _: translate('app.new_record', { name: useResourceLabel(declaration)(1) }),
  });
  usePageTitle(title);
  const saved = useRecordSavedOptions('created', 'list');
  return (
    <Create title={title} mutationOptions={saved}>
      <AppSimpleForm resolver={formResolver(declaration)} defaultValues={defaults(declaration)} sx={{ maxWidth: 640 }}>
        <FormFields declaration={declaration} />
      </AppSimpleForm>
    </Create>
  );
}

export function ResourceEdit({ declaration, redirect = 'list' }: ViewProps & { redirect?: string }) {
  usePageTitle(useResourceLabel(declaration)(1));
  const saved = useRecordSavedOptions('updated', redirect);
  return (
    <Edit title={<RecordTitle declaration={declaration} />} mutationMode="pessimistic" mutationOptions={saved}>
      <AppSimpleForm resolver={formResolver(declaration)} sx={{ maxWidth: 640 }}>
        <FormFields declaration={declaration} />
      </AppSimpleForm>
    </Edit>
  );
}

/** "Feature Flag show-create-account": the title of Show and Edit, from the record context. */
function RecordTitle({ declaration }: ViewProps) {
  const record = useRecordContext();
  return <span>{`${useResourceLabel(declaration)(1)} ${representRecord(declaration, record)}`}</span>;
}

function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'object' ? '' : String(value);
}
