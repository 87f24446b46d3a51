/** Billing's messages: the monthly invoicing job, invoice states, pricing templates, bank verification. */
import { defineMessages } from '../catalogue';

export const BILLING_MESSAGES = defineMessages('billing', {
  /** An invoice's shipping line (its description, stored with this key: server/billing/invoicing.ts). */
  shipping_line: { en: '%{order} · Shipping', fr: '%{order} · Livraison' },
  invoices_made: {
    en: '%{smart_count} invoices made for %{month}',
    fr: '%{smart_count} facture établie pour %{month} |||| %{smart_count} factures établies pour %{month}',
  },
  nothing_to_invoice: { en: 'Nothing to invoice for %{month}', fr: 'Rien à facturer pour %{month}' },
  not_issuable: {
    en: 'Invoice %{number} is %{status}: only a draft can be issued.',
    fr: 'La facture %{number} est au statut « %{status} » : seul un brouillon peut être émis.',
  },
  not_voidable: {
    en: 'Invoice %{number} is %{status}: only a draft or open invoice can be voided.',
    fr: 'La facture %{number} est au statut « %{status} » : seule une facture brouillon ou ouverte peut être annulée.',
  },
  template_in_use: {
    en: 'This template prices %{names}: price them from another template first.',
    fr: 'Ce modèle tarifie %{names} : changez d’abord leur modèle.',
  },
  deposits_mismatch: {
    en: 'The amounts do not match the deposits. %{smart_count} try left. |||| The amounts do not match the deposits. %{smart_count} tries left.',
    fr: 'Les montants ne correspondent pas aux dépôts. %{smart_count} essai restant. |||| Les montants ne correspondent pas aux dépôts. %{smart_count} essais restants.',
  },
});
