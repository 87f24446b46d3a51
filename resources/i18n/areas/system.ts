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
});

/** Messages under a field that routes write themselves (yup's own are `validation.*` codes). */
export const FIELD_MESSAGES = defineMessages('fields', {
  at_most_megabytes: { en: 'Must be at most %{megabytes} MB', fr: '%{megabytes} Mo au maximum' },
  material_not_offered: { en: 'This material is not offered to the brand', fr: 'Ce matériau n’est pas proposé à la marque' },
});

/** CSV import of declared resources (server/framework/csvImport.ts). */
export const IMPORT_MESSAGES = defineMessages('import', {
  rows_invalid: {
    en: '%{count} row(s) have errors: nothing was imported.',
    fr: '%{count} ligne(s) en erreur : rien n’a été importé.',
  },
});
