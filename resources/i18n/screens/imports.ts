/**
 * The imports screens' words, `translate('screens.imports.<name>')`: English and French side by side
 * (docs/app.md, "Texts by key").
 */
import { defineMessages } from '../catalogue';

export const IMPORTS_SCREEN_TEXTS = defineMessages('screens.imports', {
  // CSV import of declared resources (src/framework/CsvImportDialog.tsx).
  import: { en: 'Import', fr: 'Importer' },
  import_from_a_csv_file: { en: 'Import from a CSV file', fr: 'Importer depuis un fichier CSV' },
  choose_a_csv_file: { en: 'Choose a CSV file', fr: 'Choisir un fichier CSV' },
  count_rows: { en: '%{count} rows', fr: '%{count} lignes' },
  columns_and_fields: { en: 'Columns and fields', fr: 'Colonnes et champs' },
  not_imported: { en: 'Not imported', fr: 'Non importée' },
  the_first_count_rows: { en: 'The first %{count} rows', fr: 'Les %{count} premières lignes' },
  all_count_rows_are_ready_to: { en: 'All %{count} rows are ready to import.', fr: 'Les %{count} lignes sont prêtes à être importées.' },
  count_rows_have_errors_correct: {
    en: '%{count} rows have errors: correct them here or in the file. Nothing is imported until every row is right.',
    fr: 'Des erreurs dans %{count} lignes : corrigez-les ici ou dans le fichier. Rien n’est importé tant qu’une ligne est fausse.',
  },
  row_row: { en: 'Row %{row}', fr: 'Ligne %{row}' },
  import_count_rows: { en: 'Import %{count} rows', fr: 'Importer %{count} lignes' },
  count_records_imported: { en: '%{count} records imported', fr: '%{count} enregistrements importés' },
  // Failed import repair (src/orders/queue/FailedQueue.tsx).
  what_is_missing: { en: 'What is missing', fr: 'Ce qui manque' },
  the_store_s_material_name_is_not: {
    en: 'The store’s material “%{name}” is not known (line %{line}, %{design}).',
    fr: 'Le matériau « %{name} » de la boutique est inconnu (ligne %{line}, %{design}).',
  },
  map_to_an_existing_material: { en: 'Map to an existing material', fr: 'Associer à un matériau existant' },
  orders_from_this_store_naming: {
    en: 'Orders from this store naming “%{name}” will be imported with the material chosen here.',
    fr: 'Les commandes de cette boutique qui indiquent « %{name} » seront importées avec le matériau choisi ici.',
  },
  map_and_retry: { en: 'Map and retry', fr: 'Associer et réessayer' },
  mapping_saved: { en: 'Mapping saved', fr: 'Association enregistrée' },
  show_what_the_store_sent: { en: 'Show what the store sent', fr: 'Voir ce que la boutique a envoyé' },
  still_failed_reason: { en: 'Still failed: %{reason}', fr: 'Toujours en échec : %{reason}' },
  open_order_number: { en: 'Open order %{number}', fr: 'Ouvrir la commande %{number}' },
});
