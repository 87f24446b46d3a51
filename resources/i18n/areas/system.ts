/** The API's own refusals (server/http): the session, access, uploads, records in use, failures. */
import { defineMessages } from '../catalogue';

export const ERROR_MESSAGES = defineMessages('errors', {
  invalid_fields: { en: 'Please correct the highlighted fields.', fr: 'Veuillez corriger les champs signalés.' },
  session_expired: {
    en: 'Your session has expired. Please log in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  forbidden: { en: 'You are not allowed to do this.', fr: "Vous n'êtes pas autorisé à faire cela." },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
  in_use: {
    en: 'This record is still in use by %{users} and cannot be deleted.',
    fr: 'Cet enregistrement est encore utilisé (%{users}) et ne peut pas être supprimé.',
  },
  file_type: {
    en: 'This file type is not accepted here: send %{types} or %{last}.',
    fr: 'Ce type de fichier n’est pas accepté ici : envoyez %{types} ou %{last}.',
  },
  // Said by the app itself (providers/httpClient.ts, providers/graphqlDataProvider.ts).
  network: { en: 'Network Error', fr: 'Erreur réseau' },
  list_failed: { en: 'Failed to fetch %{many}.', fr: 'Échec du chargement : %{many}.' },
  file_too_large: {
    en: 'The file is too large: the limit is %{megabytes} MB.',
    fr: 'Le fichier est trop volumineux : %{megabytes} Mo au maximum.',
  },
  // A keyset page (`after`) whose row is gone: server/framework/crudList.ts.
  page_after_gone: {
    en: 'The row %{id} this page follows is no longer in the list: ask for the page by its number.',
    fr: 'La ligne %{id} que suit cette page n’est plus dans la liste : demandez la page par son numéro.',
  },
  page_after_invalid: { en: 'after must be the id of a row.', fr: 'after doit être l’identifiant d’une ligne.' },
});

/**
 * Messages under a field, without its label (the input shows it): yup's own rules in English
 * (resources/fields.ts; `codeOf` of resources/validationCodes.ts gives a failure its key here) and
 * what routes write themselves. The `validation.*` texts say the same with the label, for forms.
 */
export const FIELD_MESSAGES = defineMessages('fields', {
  required: { en: 'Must provide a value', fr: 'Valeur requise' },
  max_length: { en: 'Must be at most %{max} characters', fr: '%{max} caractères au maximum' },
  min_length: { en: 'Must be at least %{min} characters', fr: '%{min} caractères au minimum' },
  max: { en: 'Must be at most %{max}', fr: 'Au maximum %{max}' },
  min: { en: 'Must be at least %{min}', fr: 'Au minimum %{min}' },
  number: { en: 'Must be a number', fr: 'Doit être un nombre' },
  integer: { en: 'Must be a whole number', fr: 'Doit être un nombre entier' },
  email: { en: 'Must be a valid email', fr: 'Doit être une adresse e-mail valide' },
  url: { en: 'Must be a valid URL', fr: 'Doit être une URL valide' },
  date: { en: 'Must be a valid date', fr: 'Doit être une date valide' },
  boolean: { en: 'Must be true or false', fr: 'Doit être vrai ou faux' },
  one_of: { en: 'Must be one of: %{values}', fr: 'Doit être l’une des valeurs : %{values}' },
  /**
   * A declaration's `.unique()` (server/framework/crud.ts); `field` is the label, translated where
   * shown, and `one` the record's kind, put in from `resources.<resource>.name` where shown.
   */
  unique: {
    en: '%{field} is already used by another %{one}',
    fr: '%{field} : cette valeur est déjà utilisée par un autre enregistrement (%{one})',
  },
  at_most_megabytes: { en: 'Must be at most %{megabytes} MB', fr: '%{megabytes} Mo au maximum' },
  material_not_offered: { en: 'This material is not offered to the brand', fr: 'Ce matériau n’est pas proposé à la marque' },
  zero_or_more: { en: 'Must be 0 or more', fr: 'Doit être supérieur ou égal à 0' },
  no_longer_listed: { en: 'No longer in the list', fr: 'N’est plus dans la liste' },
  row_id: { en: 'Must be the id of a row', fr: 'Doit être l’identifiant d’une ligne' },
});

export type FieldMessageName = Parameters<typeof FIELD_MESSAGES.message>[0];

/** A field message's English (a yup rule's message: its key is found again by `codeOf`). */
export const fieldText = (name: FieldMessageName, values?: Record<string, string | number>) => FIELD_MESSAGES.message(name, values).text;

/** CSV import of declared resources (server/framework/csvImport.ts). */
export const IMPORT_MESSAGES = defineMessages('import', {
  not_found: { en: 'Not found: “%{name}”', fr: 'Introuvable : « %{name} »' },
  duplicate_row: {
    en: 'Also in row %{row}: each value may appear once',
    fr: 'Déjà à la ligne %{row} : chaque valeur ne peut figurer qu’une fois',
  },
  too_many_rows: { en: 'At most %{max} rows at once', fr: '%{max} lignes au plus à la fois' },
  rows_invalid: {
    en: '%{count} row(s) have errors: nothing was imported.',
    fr: '%{count} ligne(s) en erreur : rien n’a été importé.',
  },
  another_brand: {
    en: 'Another brand than the one chosen for the import',
    fr: 'Une autre marque que celle choisie pour l’import',
  },
  choose_brand: { en: 'Choose the brand the records go to.', fr: 'Choisissez la marque des enregistrements.' },
  no_rows: { en: 'The file has no rows', fr: 'Le fichier n’a aucune ligne' },
});

/** GraphQL requests refused before they run (server/graphql/limits.ts, queryText.ts, endpoint.ts). */
export const GRAPHQL_REFUSALS = defineMessages('graphql', {
  too_long: { en: 'Query is too long: at most %{max} characters.', fr: 'Requête trop longue : %{max} caractères au plus.' },
  too_nested: {
    en: 'Query is too deeply nested: at most %{max} levels of brackets.',
    fr: 'Requête trop imbriquée : %{max} niveaux de parenthèses au plus.',
  },
  too_deep: { en: 'Query is too deep: at most %{max} levels.', fr: 'Requête trop profonde : %{max} niveaux au plus.' },
  too_many_aliases: {
    en: 'Too many aliases: at most %{max} in one request.',
    fr: 'Trop d’alias : %{max} au plus par requête.',
  },
  too_costly: {
    en: 'Query is too costly: %{cost} points, at most %{max} (each field counts once per row its lists can return).',
    fr: 'Requête trop coûteuse : %{cost} points, %{max} au plus (chaque champ compte une fois par ligne que ses listes peuvent renvoyer).',
  },
  introspection: {
    en: 'Introspection is for staff sessions only.',
    fr: 'L’introspection est réservée aux sessions du personnel.',
  },
  answer_too_large: {
    en: 'The answer is too large: at most %{megabytes} MB. Ask for fewer rows or fields.',
    fr: 'La réponse est trop volumineuse : %{megabytes} Mo au plus. Demandez moins de lignes ou de champs.',
  },
});
