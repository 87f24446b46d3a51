/**
 * The names of the checklist items the system seeds (server/settings/seed.ts). A checklist item's
 * name is data the SUPERADMIN writes (docs/requirements/brands.md §3) and shows as written; the seeded ones are the
 * system's own words, so each has a translation key `checklist.<code>` (English and French here,
 * seeded with the app's texts and edited on the Translations screens) and the app shows a name
 * that is one of them in the chosen language. The stored name stays the English text, so the API
 * answers and existing rows are unchanged; a name an admin types, or changes, shows as written.
 */
export const DEMO_CHECKLIST_NAMES = {
  create_account: { en: 'Create your account', fr: 'Créez votre compte' },
  verify_email: { en: 'Verify your email address', fr: 'Vérifiez votre adresse e-mail' },
  upload_logo: { en: 'Upload your brand logo', fr: 'Téléversez le logo de votre marque' },
  create_collection: { en: 'Create a collection', fr: 'Créez une collection' },
  connect_store: { en: 'Connect your store', fr: 'Connectez votre boutique' },
  browse_products: { en: 'Browse your products', fr: 'Parcourez vos produits' },
  review_pricing: { en: 'Review pricing with our team', fr: 'Revoyez les tarifs avec notre équipe' },
} as const;

export type DemoChecklistCode = keyof typeof DEMO_CHECKLIST_NAMES;

const keyOf = (code: string) => `checklist.${code}`;

/** The seeded names' texts by translation key, per language. */
export const DEMO_CHECKLIST_TEXTS = {
  en: Object.fromEntries(Object.entries(DEMO_CHECKLIST_NAMES).map(([code, t]) => [keyOf(code), t.en])) as Record<string, string>,
  fr: Object.fromEntries(Object.entries(DEMO_CHECKLIST_NAMES).map(([code, t]) => [keyOf(code), t.fr])) as Record<string, string>,
};

/** The translation key of a seeded item's name, or undefined for a name an admin wrote. */
export function checklistNameKey(name: string | null | undefined): string | undefined {
  const entry = Object.entries(DEMO_CHECKLIST_NAMES).find(([, t]) => t.en === name);
  return entry ? keyOf(entry[0]) : undefined;
}
