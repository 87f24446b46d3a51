/** The onboarding checklist's messages (docs/requirements/brands.md §8, the English verbatim), keyed. */
import { defineMessages } from '../catalogue';

/**
 * What the checklist audit engine, the server and the app say (resources/settings/checklist/audit.ts):
 * an item's failed check, the audit's summary, a refused completion.
 */
export const CHECKLIST_MESSAGES = defineMessages('settings.checklist', {
  loadFailed: {
    en: 'Unknown Error: Failed to get checklist items. If the problem persists, please contact support.',
    fr: 'Erreur inconnue : impossible de charger les éléments de la checklist. Si le problème persiste, veuillez contacter le support.',
  },
  invalidItemOrBrand: { en: 'Invalid Checklist Item or Brand ID.', fr: 'Élément de checklist ou ID de marque non valide.' },
  invalidItemIdOrBrandId: {
    en: 'Invalid Checklist Item ID or Brand ID.',
    fr: "ID d'élément de checklist ou ID de marque non valide.",
  },
  invalidMetadata: { en: 'Invalid Metadata Object.', fr: 'Objet de métadonnées non valide.' },
  invalidLocalStorageItem: { en: 'Invalid Local Storage Item.', fr: 'Élément du stockage local non valide.' },
  localStorageMismatch: {
    en: 'Local Storage Metadata Columns and Values Mismatch.',
    fr: 'Les colonnes et les valeurs des métadonnées du stockage local ne correspondent pas.',
  },
  localStorageFailed: { en: 'Local Storage Check Failed.', fr: 'La vérification du stockage local a échoué.' },
  localStorageNoData: {
    en: 'Local Storage Check Failed, No Data Found.',
    fr: 'La vérification du stockage local a échoué : aucune donnée trouvée.',
  },
  pageNotVisited: {
    en: 'This page has not been visited by a brand user.',
    fr: "Cette page n'a été visitée par aucun utilisateur de la marque.",
  },
  manualRequired: { en: 'Manual Completion Required.', fr: 'Achèvement manuel requis.' },
  notFound: { en: 'API Call Failed: Url Not Found (404).', fr: "L'appel à l'API a échoué : URL introuvable (404)." },
  serverError: {
    en: 'API Call Failed: Internal Server Error (500).',
    fr: "L'appel à l'API a échoué : erreur interne du serveur (500).",
  },
  dataMissing: { en: 'Data missing in API Response.', fr: "Données manquantes dans la réponse de l'API." },
  rowFailed: { en: 'Row Check Failed.', fr: 'La vérification de ligne a échoué.' },
  rowStatusMissing: {
    en: 'Status Code Missing in Metadata for a Row Check type.',
    fr: 'Code de statut manquant dans les métadonnées pour une vérification de ligne.',
  },
  columnLengthMismatch: {
    en: 'Expected values and check columns length mismatch.',
    fr: 'Les valeurs attendues et les colonnes à vérifier ne sont pas de même longueur.',
  },
  columnFailed: { en: 'Column Check Failed.', fr: 'La vérification de colonne a échoué.' },
  columnMissingValues: {
    en: 'Column Check Failed, missing expected values.',
    fr: 'La vérification de colonne a échoué : valeurs attendues manquantes.',
  },
  auditSucceeded: {
    en: 'Checklist Audit Completed Successfully. Brand ready for fulfillment!',
    fr: 'Audit de la checklist terminé avec succès. La marque est prête pour le traitement des commandes !',
  },
  auditIncomplete: {
    en: 'Checklist Audit Completed. Incomplete checklist items must be completed before orders can be fulfilled.',
    fr: 'Audit de la checklist terminé. Les éléments incomplets de la checklist doivent être terminés avant que les commandes puissent être traitées.',
  },
});
