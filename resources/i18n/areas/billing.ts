/** Billing's messages: the monthly invoicing job, invoice states, pricing templates, bank verification. */
import { defineMessages } from '../catalogue';

export const BILLING_MESSAGES = defineMessages('billing', {
  /** An invoice's shipping line (its description, stored with this key: server/billing/invoicing.ts). */
  shipping_line: { en: '%{order} · Shipping', fr: '%{order} · Livraison' },
  /** An invoice's line of an order's item, stored the same way: the size's unit is the language's (in, po). */
  item_line: {
    en: '%{order} · %{design} · %{material} %{width} × %{height} in × %{quantity}',
    fr: '%{order} · %{design} · %{material} %{width} × %{height} po × %{quantity}',
  },
  /** The same, for an item the brand's pricing has no price for. */
  item_line_unpriced: {
    en: '%{order} · %{design} · %{material} %{width} × %{height} in × %{quantity} — no price in the brand pricing',
    fr: '%{order} · %{design} · %{material} %{width} × %{height} po × %{quantity} — aucun prix dans la tarification de la marque',
  },
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

/** The CSV import of a template's price lines (server/billing/priceLineImport.ts): each row's refusals. */
export const PRICE_IMPORT_MESSAGES = defineMessages('billing.price_import', {
  unknown_column: { en: 'Not a column of price lines', fr: 'Pas une colonne des lignes de prix' },
  material_unknown: {
    en: 'No material “%{name}” can be priced in this template (give its SKU, name or id)',
    fr: 'Aucun matériau « %{name} » ne peut être tarifé dans ce modèle (indiquez sa référence, son nom ou son numéro)',
  },
  material_ambiguous: {
    en: '%{count} materials are named “%{name}”: give its SKU',
    fr: '%{count} matériaux s’appellent « %{name} » : indiquez sa référence',
  },
  basis_unknown: {
    en: '“%{value}” is not a basis: roll, square_foot or sample',
    fr: '« %{value} » n’est pas une unité : roll (rouleau), square_foot (pi²) ou sample (échantillon)',
  },
  roll_without_width: {
    en: '%{name} has no roll width: it cannot be priced per roll',
    fr: '%{name} n’a pas de largeur de rouleau : il ne peut pas être tarifé au rouleau',
  },
  quantity_invalid: {
    en: 'Must be a whole number from 1 to %{max}',
    fr: 'Doit être un nombre entier de 1 à %{max}',
  },
  price_invalid: {
    en: '“%{value}” is not a price: write it like 12.50 (0 or more, two decimals at most, up to %{max})',
    fr: '« %{value} » n’est pas un prix : écrivez-le comme 12,50 (0 ou plus, deux décimales au plus, jusqu’à %{max})',
  },
  tier_twice: {
    en: 'Also in row %{row}: each material, basis and first quantity is priced once',
    fr: 'Déjà à la ligne %{row} : chaque matériau, unité et première quantité n’a qu’un prix',
  },
  too_many_lines: {
    en: 'The template would have %{count} prices: at most %{max}.',
    fr: 'Le modèle aurait %{count} prix : %{max} au plus.',
  },
  no_template: { en: 'No such pricing template.', fr: 'Ce modèle de tarifs n’existe pas.' },
});

/** Billing's refusals: payment methods, cards and bank accounts (the local payments adapter's too), priced materials. */
export const BILLING_REFUSALS = defineMessages('billing.refusals', {
  no_default_payment_method: {
    en: 'Add a payment method and make it the default first.',
    fr: 'Ajoutez d’abord un moyen de paiement et définissez-le par défaut.',
  },
  card_in_secure_form: {
    en: 'Enter the card in the secure card form.',
    fr: 'Saisissez la carte dans le formulaire de carte sécurisé.',
  },
  bank_account_no_funds: { en: 'The bank account has insufficient funds.', fr: 'Le solde du compte bancaire est insuffisant.' },
  bank_account_locked: {
    en: 'This bank account is locked after three wrong tries. Delete it and add it again.',
    fr: 'Ce compte bancaire est bloqué après trois essais erronés. Supprimez-le puis ajoutez-le à nouveau.',
  },
  verify_before_paying: {
    en: 'Verify this bank account before paying with it.',
    fr: 'Vérifiez ce compte bancaire avant de payer avec.',
  },
  verify_before_default: {
    en: 'Verify this bank account before making it the default.',
    fr: 'Vérifiez ce compte bancaire avant de le définir par défaut.',
  },
  card_declined: { en: 'Your card was declined.', fr: 'Votre carte a été refusée.' },
  card_expired: { en: 'Your card has expired.', fr: 'Votre carte a expiré.' },
  card_no_funds: { en: 'Your card has insufficient funds.', fr: 'Le solde de votre carte est insuffisant.' },
  card_number_incorrect: { en: 'Your card number is incorrect.', fr: 'Le numéro de votre carte est incorrect.' },
  no_such_material: { en: 'No such material for this brand', fr: 'Aucun matériau de ce nom pour cette marque' },
});
