/**
 * The settings screens' words, `translate('screens.settings.<name>')`: English and French side by side
 * (docs/app.md, "Texts by key").
 */
import { defineMessages } from '../catalogue';

export const SETTINGS_SCREEN_TEXTS = defineMessages('screens.settings', {
  // Manage Checklist
  manage_checklist: { en: 'Manage Checklist', fr: 'Gérer la checklist' },
  onboarding_checklist: { en: 'Onboarding Checklist', fr: "Checklist d'intégration" },
  checklist_completion: { en: 'Checklist completion', fr: 'Avancement de la checklist' },
  incomplete_checklist_items_must: {
    en: 'Incomplete checklist items must be completed before orders can be fulfilled.',
    fr: 'Les éléments incomplets de la checklist doivent être terminés avant que les commandes puissent être traitées.',
  },
  completion_metadata_is_not_valid: {
    en: 'Completion Metadata is not valid JSON.',
    fr: "Les métadonnées d'achèvement ne sont pas un JSON valide.",
  },
  checklist_item_saved: { en: 'Checklist item saved', fr: 'Élément de la checklist enregistré' },
  checklist_item_added: { en: 'Checklist item added', fr: 'Élément de la checklist ajouté' },
  edit_checklist_item: { en: 'Edit Checklist Item', fr: "Modifier l'élément de la checklist" },
  add_checklist_item: { en: 'Add Checklist Item', fr: 'Ajouter un élément à la checklist' },
  rank: { en: 'Rank', fr: 'Rang' },
  completion_type: { en: 'Completion Type', fr: "Type d'achèvement" },
  link: { en: 'Link', fr: 'Lien' },
  completes_when_a_brand_user: {
    en: 'Completes when a brand user visits this page ({brand_id} is filled in).',
    fr: 'Terminé quand un utilisateur de la marque visite cette page ({brand_id} est renseigné).',
  },
  completion_metadata: { en: 'Completion Metadata', fr: "Métadonnées d'achèvement" },
  placeholders_such_as_brand_id: {
    en: 'Placeholders such as {brand_id} and {brand_name} are replaced before the check. In values, * matches anything and a value starting with ^ is a regular expression.',
    fr: 'Les variables comme {brand_id} et {brand_name} sont remplacées avant la vérification. Dans les valeurs, * correspond à tout, et une valeur qui commence par ^ est une expression régulière.',
  },
  add_item: { en: 'Add Item', fr: 'Ajouter un élément' },
  run_audit: { en: 'Run Audit', fr: "Lancer l'audit" },
  audit_progress: { en: 'Audit progress', fr: "Progression de l'audit" },
  checking_name_percent: { en: 'Checking %{name} (%{percent}%)', fr: 'Vérification de %{name} (%{percent} %)' },
  brand_percent_complete_done_of: {
    en: '%{brand}: %{percent}% complete (%{done} of %{total} items)',
    fr: '%{brand} : %{percent} % terminé (%{done} éléments sur %{total})',
  },
  show_archived: { en: 'Show archived', fr: 'Afficher les archivés' },
  record_completions: { en: 'Record completions', fr: 'Enregistrer les achèvements' },
  type: { en: 'Type', fr: 'Type' },
  actions: { en: 'Actions', fr: 'Actions' },
  archived: { en: 'Archived', fr: 'Archivé' },
  complete: { en: 'Complete', fr: 'Terminé' },
  incomplete: { en: 'Incomplete', fr: 'Incomplet' },
  mark_complete: { en: 'Mark Complete', fr: 'Marquer comme terminé' },
  marked_complete: { en: 'Marked complete', fr: 'Marqué comme terminé' },
  marked_incomplete: { en: 'Marked incomplete', fr: 'Marqué comme incomplet' },
  reopen: { en: 'Reopen', fr: 'Rouvrir' },
  edit: { en: 'Edit', fr: 'Modifier' },
  restore: { en: 'Restore', fr: 'Restaurer' },
  item_restored: { en: 'Item restored', fr: 'Élément restauré' },
  archive: { en: 'Archive', fr: 'Archiver' },
  item_archived: { en: 'Item archived', fr: 'Élément archivé' },
  item_deleted: { en: 'Item deleted', fr: 'Élément supprimé' },
  delete_checklist_item: { en: 'Delete Checklist Item', fr: "Supprimer l'élément de la checklist" },
  delete_name_for_good_with_every: {
    en: "Delete %{name} for good, with every brand's completion of it?",
    fr: 'Supprimer définitivement %{name}, ainsi que son achèvement pour chaque marque ?',
  },
  visited_count_time_by_brand: {
    en: 'Visited %{count} time by brand users',
    fr: 'Visitée %{count} fois par les utilisateurs de la marque',
  },
  visited_count_times_by_brand: {
    en: 'Visited %{count} times by brand users',
    fr: 'Visitée %{count} fois par les utilisateurs de la marque',
  },
  the_audit_failed: { en: 'The audit failed.', fr: "L'audit a échoué." },
  // The checklist's texts of docs/requirements/brands.md §8 (resources/settings/checklist/messages.ts)
  unknown_error_failed_to_get: {
    en: 'Unknown Error: Failed to get checklist items. If the problem persists, please contact support.',
    fr: 'Erreur inconnue : impossible de charger les éléments de la checklist. Si le problème persiste, veuillez contacter le support.',
  },
  invalid_checklist_item_or_brand: { en: 'Invalid Checklist Item or Brand ID.', fr: 'Élément de checklist ou ID de marque non valide.' },
  invalid_checklist_item_id_or: {
    en: 'Invalid Checklist Item ID or Brand ID.',
    fr: "ID d'élément de checklist ou ID de marque non valide.",
  },
  invalid_metadata_object: { en: 'Invalid Metadata Object.', fr: 'Objet de métadonnées non valide.' },
  invalid_local_storage_item: { en: 'Invalid Local Storage Item.', fr: 'Élément du stockage local non valide.' },
  local_storage_metadata_columns: {
    en: 'Local Storage Metadata Columns and Values Mismatch.',
    fr: 'Les colonnes et les valeurs des métadonnées du stockage local ne correspondent pas.',
  },
  local_storage_check_failed: { en: 'Local Storage Check Failed.', fr: 'La vérification du stockage local a échoué.' },
  local_storage_check_failed_no: {
    en: 'Local Storage Check Failed, No Data Found.',
    fr: 'La vérification du stockage local a échoué : aucune donnée trouvée.',
  },
  this_page_has_not_been_visited: {
    en: 'This page has not been visited by a brand user.',
    fr: "Cette page n'a été visitée par aucun utilisateur de la marque.",
  },
  manual_completion_required: { en: 'Manual Completion Required.', fr: 'Achèvement manuel requis.' },
  api_call_failed_url_not_found: { en: 'API Call Failed: Url Not Found (404).', fr: "L'appel à l'API a échoué : URL introuvable (404)." },
  api_call_failed_internal_server: {
    en: 'API Call Failed: Internal Server Error (500).',
    fr: "L'appel à l'API a échoué : erreur interne du serveur (500).",
  },
  data_missing_in_api_response: { en: 'Data missing in API Response.', fr: "Données manquantes dans la réponse de l'API." },
  row_check_failed: { en: 'Row Check Failed.', fr: 'La vérification de ligne a échoué.' },
  status_code_missing_in_metadata: {
    en: 'Status Code Missing in Metadata for a Row Check type.',
    fr: 'Code de statut manquant dans les métadonnées pour une vérification de ligne.',
  },
  expected_values_and_check: {
    en: 'Expected values and check columns length mismatch.',
    fr: 'Les valeurs attendues et les colonnes à vérifier ne sont pas de même longueur.',
  },
  column_check_failed: { en: 'Column Check Failed.', fr: 'La vérification de colonne a échoué.' },
  column_check_failed_missing: {
    en: 'Column Check Failed, missing expected values.',
    fr: 'La vérification de colonne a échoué : valeurs attendues manquantes.',
  },
  checklist_audit_completed: {
    en: 'Checklist Audit Completed Successfully. Brand ready for fulfillment!',
    fr: 'Audit de la checklist terminé avec succès. La marque est prête pour le traitement des commandes !',
  },
  checklist_audit_completed_2: {
    en: 'Checklist Audit Completed. Incomplete checklist items must be completed before orders can be fulfilled.',
    fr: 'Audit de la checklist terminé. Les éléments incomplets de la checklist doivent être terminés avant que les commandes puissent être traitées.',
  },
  // Translations and Translation Keys
  translations: { en: 'Translations', fr: 'Traductions' },
  translation_keys: { en: 'Translation Keys', fr: 'Clés de traduction' },
  translation_key: { en: 'Translation Key', fr: 'Clé de traduction' },
  key_key_added: { en: 'Key %{key} added', fr: 'Clé %{key} ajoutée' },
  key_key_deleted: { en: 'Key %{key} deleted', fr: 'Clé %{key} supprimée' },
  new_key: { en: 'New key', fr: 'Nouvelle clé' },
  text_language: { en: 'Text (%{language})', fr: 'Texte (%{language})' },
  add_key: { en: 'Add Key', fr: 'Ajouter la clé' },
  search: { en: 'Search', fr: 'Rechercher' },
  // The app bar's search box (src/search): not a list's own Search field.
  search_everything: { en: 'Search everything', fr: 'Tout rechercher' },
  // The search box (src/search/SearchBox.tsx).
  item_labels: { en: 'Item labels', fr: 'Étiquettes d’articles' },
  parcels: { en: 'Parcels', fr: 'Colis' },
  all_orders_found: { en: 'All orders found', fr: 'Toutes les commandes trouvées' },
  the_search_failed_try_again: { en: 'The search failed. Try again.', fr: 'La recherche a échoué. Réessayez.' },
  nothing_found_for_q: { en: 'Nothing found for “%{q}”', fr: 'Rien trouvé pour « %{q} »' },
  order_tracking_number_customer: {
    en: 'Order, tracking number, customer, product or barcode',
    fr: 'Commande, numéro de suivi, client, produit ou code-barres',
  },
  to_choose_enter_to_open_esc_to: {
    en: '↑ ↓ to choose, Enter to open, Esc to close',
    fr: '↑ ↓ pour choisir, Entrée pour ouvrir, Échap pour fermer',
  },
  key: { en: 'Key', fr: 'Clé' },
  languages: { en: 'Languages', fr: 'Langues' },
  language: { en: 'Language', fr: 'Langue' },
  text: { en: 'Text', fr: 'Texte' },
  texts_of_key: { en: 'Texts of %{key}', fr: 'Textes de %{key}' },
  count_missing: { en: '%{count} missing', fr: '%{count} manquant(s)' },
  missing: { en: 'missing', fr: 'manquant' },
  missing_2: { en: 'Missing', fr: 'Manquant' },
  delete_translation_key: { en: 'Delete Translation Key', fr: 'Supprimer la clé de traduction' },
  delete_key_and_its_texts_in: {
    en: 'Delete %{key} and its texts in every language?',
    fr: 'Supprimer %{key} et ses textes dans toutes les langues ?',
  },
  edit_label: { en: 'Edit %{label}', fr: 'Modifier %{label}' },
  translation_added: { en: 'Translation added', fr: 'Traduction ajoutée' },
  translation_saved: { en: 'Translation saved', fr: 'Traduction enregistrée' },
  add_translation: { en: 'Add Translation', fr: 'Ajouter une traduction' },
  only_missing_count: { en: 'Only missing (%{count})', fr: 'Manquantes uniquement (%{count})' },
  key_in_language: { en: '%{key} in %{language}', fr: '%{key} en %{language}' },
  rows_per_page: { en: 'Rows per page:', fr: 'Lignes par page :' },
  from_to_of_count: { en: '%{from}–%{to} of %{count}', fr: '%{from}–%{to} sur %{count}' },
  failed_to_load_translations: { en: 'Failed to load translations.', fr: 'Le chargement des traductions a échoué.' },
});
