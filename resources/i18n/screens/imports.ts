/** French of the English words the CSV import and failed-import screens pass to `translate()` (merged in ./index.ts). */
export const FR_IMPORTS: Record<string, string> = {
  // CSV import of declared resources (src/framework/CsvImportDialog.tsx).
  Import: 'Importer',
  'Import from a CSV file': 'Importer depuis un fichier CSV',
  'Choose a CSV file': 'Choisir un fichier CSV',
  '%{count} rows': '%{count} lignes',
  'Columns and fields': 'Colonnes et champs',
  'Not imported': 'Non importée',
  'The first %{count} rows': 'Les %{count} premières lignes',
  'All %{count} rows are ready to import.': 'Les %{count} lignes sont prêtes à être importées.',
  '%{count} rows have errors: correct them here or in the file. Nothing is imported until every row is right.':
    'Des erreurs dans %{count} lignes : corrigez-les ici ou dans le fichier. Rien n’est importé tant qu’une ligne est fausse.',
  'Row %{row}': 'Ligne %{row}',
  'Import %{count} rows': 'Importer %{count} lignes',
  '%{count} records imported': '%{count} enregistrements importés',
  'The file has no rows': 'Le fichier n’a aucune ligne',
  'Choose the brand the records go to.': 'Choisissez la marque des enregistrements.',
  'Another brand than the one chosen for the import': 'Une autre marque que celle choisie pour l’import',
  // Failed import repair (src/orders/queue/FailedQueue.tsx).
  'What is missing': 'Ce qui manque',
  'The store’s material “%{name}” is not known (line %{line}, %{design}).':
    'Le matériau « %{name} » de la boutique est inconnu (ligne %{line}, %{design}).',
  'Map to an existing material': 'Associer à un matériau existant',
  'Orders from this store naming “%{name}” will be imported with the material chosen here.':
    'Les commandes de cette boutique qui indiquent « %{name} » seront importées avec le matériau choisi ici.',
  'Map and retry': 'Associer et réessayer',
  'Mapping saved': 'Association enregistrée',
  'Show what the store sent': 'Voir ce que la boutique a envoyé',
  'Still failed: %{reason}': 'Toujours en échec : %{reason}',
  'Open order %{number}': 'Ouvrir la commande %{number}',
};
