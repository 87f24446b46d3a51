/**
 * Messages that carry a value ("Must be at most 80 characters") come from yup on both sides and
 * from the server in English; the app shows them in the chosen language by pattern, with the
 * field's label in place of its name. English is the pattern itself.
 */
import { FR_LABELS } from './frLabels';

export interface MessagePattern {
  pattern: RegExp;
  fr: (...groups: string[]) => string;
}

export const MESSAGE_PATTERNS: MessagePattern[] = [
  { pattern: /^Must provide a value$/, fr: () => 'Valeur requise' },
  { pattern: /^Must be at most (\d+) characters$/, fr: (n) => `${n} caractères au maximum` },
  { pattern: /^Must be at least (\d+) characters$/, fr: (n) => `${n} caractères au minimum` },
  { pattern: /^Must be at most (-?[\d.]+)$/, fr: (n) => `Au maximum ${n}` },
  { pattern: /^Must be at least (-?[\d.]+)$/, fr: (n) => `Au minimum ${n}` },
  { pattern: /^Must be a number$/, fr: () => 'Doit être un nombre' },
  { pattern: /^Must be a whole number$/, fr: () => 'Doit être un nombre entier' },
  { pattern: /^Must be a valid email$/, fr: () => 'Doit être une adresse e-mail valide' },
  { pattern: /^Must be a valid URL$/, fr: () => 'Doit être une URL valide' },
  { pattern: /^Must be a valid date$/, fr: () => 'Doit être une date valide' },
  { pattern: /^Must be true or false$/, fr: () => 'Doit être vrai ou faux' },
  { pattern: /^Must be one of: (.*)$/, fr: (list) => `Doit être l'une des valeurs : ${list}` },
  { pattern: /^(.+) is already used by another (.+)$/, fr: (label) => `${label} : cette valeur est déjà utilisée` },
  { pattern: /^Please correct the highlighted fields\.(.*)$/, fr: () => 'Veuillez corriger les champs signalés.' },
  { pattern: /^Failed to fetch (.+)\.$/, fr: () => 'Le chargement a échoué.' },
  {
    pattern: /^Something went wrong on our side\. Please try again\.$/,
    fr: () => 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
  { pattern: /^Something went wrong\. Please try again\.$/, fr: () => 'Une erreur est survenue. Veuillez réessayer.' },
  { pattern: /^You are not allowed to do this\.$/, fr: () => "Vous n'êtes pas autorisé à faire cela." },
  { pattern: /^Your session has expired\. Please log in again\.$/, fr: () => 'Votre session a expiré. Veuillez vous reconnecter.' },
  { pattern: /^Network Error$/, fr: () => 'Erreur réseau' },
  { pattern: /^This could not be loaded\.$/, fr: () => "Le chargement n'a pas abouti." },
  { pattern: /^Retry$/, fr: () => 'Réessayer' },
  { pattern: /^Table Settings$/, fr: () => 'Paramètres du tableau' },
  { pattern: /^New (.+)$/, fr: (what) => `Nouveau : ${what}` },
  { pattern: /^Row size$/, fr: () => 'Taille des lignes' },
  { pattern: /^Columns$/, fr: () => 'Colonnes' },
  { pattern: /^small$/, fr: () => 'petite' },
  { pattern: /^medium$/, fr: () => 'moyenne' },
  { pattern: /^large$/, fr: () => 'grande' },
  { pattern: /^No columns registered\.$/, fr: () => 'Aucune colonne.' },
  { pattern: /^Yes$/, fr: () => 'Oui' },
  { pattern: /^No$/, fr: () => 'Non' },
  { pattern: /^(.+) is still in use by (.+)$/i, fr: (what, by) => `${what} est encore utilisé (${by})` },
];

/**
 * French for the fixed English texts of hand-written screens, which call `translate('Save')`:
 * a text with no key of its own shows in French from here, else as written.
 */
export const FR_TEXTS: Record<string, string> = {
  Save: 'Enregistrer',
  Cancel: 'Annuler',
  Close: 'Fermer',
  Remove: 'Retirer',
  Delete: 'Supprimer',
  Profile: 'Profil',
  Password: 'Mot de passe',
  'First Name': 'Prénom',
  'Last Name': 'Nom',
  'Current Password': 'Mot de passe actuel',
  'New Password': 'Nouveau mot de passe',
  'Confirm Password': 'Confirmer le mot de passe',
  'Change Password': 'Changer le mot de passe',
  'Manage languages': 'Gérer les langues',
  'Your profile is saved.': 'Votre profil est enregistré.',
  'Your password is changed.': 'Votre mot de passe est changé.',
  'At least 8 characters, with a lowercase letter, an uppercase letter, a number and a special character.':
    'Au moins 8 caractères, avec une minuscule, une majuscule, un chiffre et un caractère spécial.',
  Users: 'Utilisateurs',
  'Invite User': 'Inviter un utilisateur',
  Invite: 'Inviter',
  Email: 'E-mail',
  Name: 'Nom',
  Brand: 'Marque',
  Status: 'Statut',
  Permission: 'Permission',
  Show: 'Afficher',
  Active: 'Actif',
  Invited: 'Invité',
  Staff: 'Personnel',
  'Every brand and staff': 'Toutes les marques et le personnel',
  'Staff only': 'Personnel uniquement',
  'Send Invitation': "Envoyer l'invitation",
  'Remove User': "Retirer l'utilisateur",
  'Remove %{email}? They will no longer be able to sign in.': 'Retirer %{email} ? Cette personne ne pourra plus se connecter.',
  // Brand page
  'Brand saved': 'Marque enregistrée',
  'Shopify Brand Name': 'Nom de la marque sur Shopify',
  Images: 'Images',
  Logo: 'Logo',
  'Rectangular Logo': 'Logo rectangulaire',
  Header: 'En-tête',
  'PNG, JPEG, WebP or GIF, up to 5 MB.': 'PNG, JPEG, WebP ou GIF, 5 Mo au maximum.',
  Upload: 'Téléverser',
  'Images uploaded': 'Images téléversées',
  'Store Channels': 'Canaux de vente',
  'demo store': 'boutique de démonstration',
  'No store connected yet.': 'Aucune boutique connectée pour le moment.',
  Channel: 'Canal',
  'Shop domain': 'Domaine de la boutique',
  'Access token': "Jeton d'accès",
  Connect: 'Connecter',
  'Store connected': 'Boutique connectée',
  // Admin Tools
  'Email Outbox': "Boîte d'envoi",
  'Audit Log': "Journal d'audit",
  'Background Jobs': 'Tâches de fond',
  'System Health': 'État du système',
  'Reference Data': 'Données de référence',
  'Admin Tools are for SUPERUSER, TECHNICIAN and SUPERADMIN.':
    'Les outils d’administration sont réservés aux rôles SUPERUSER, TECHNICIAN et SUPERADMIN.',
  Recipient: 'Destinataire',
  Sent: 'Envoyé',
  To: 'À',
  Subject: 'Objet',
  Kind: 'Type',
  Delivery: 'Remise',
  'No emails.': 'Aucun e-mail.',
  Who: 'Qui',
  'email or user id': 'e-mail ou id utilisateur',
  Resource: 'Ressource',
  Any: 'Toutes',
  From: 'Du',
  When: 'Quand',
  Action: 'Action',
  Record: 'Enregistrement',
  'No changes match these filters.': 'Aucune modification ne correspond à ces filtres.',
  All: 'Toutes',
  Id: 'Id',
  Category: 'Catégorie',
  Message: 'Message',
  Data: 'Données',
  Updated: 'Mis à jour',
  'No jobs.': 'Aucune tâche.',
  Refresh: 'Actualiser',
  Database: 'Base de données',
  Migrations: 'Migrations',
  Uptime: 'Disponibilité',
  Adapters: 'Adaptateurs',
  Emails: 'E-mails',
  Jobs: 'Tâches',
  'Collection %{name}': 'Collection %{name}',
  'New Collection': 'Nouvelle collection',
  'Collection Logo': 'Logo de la collection',
  'Secondary Image': 'Image secondaire',
  'Choose image': 'Choisir une image',
  'Choose Image': 'Choisir une image',
};

/** The message in the language, when a pattern knows it; undefined otherwise. */
export function translateMessage(message: string, languageKey: string): string | undefined {
  if (languageKey !== 'fr') return undefined;
  if (Object.hasOwn(FR_TEXTS, message)) return FR_TEXTS[message];
  // A declaration's label (a page title, a column) is one text in both dictionaries.
  if (Object.hasOwn(FR_LABELS, message)) return FR_LABELS[message];
  for (const { pattern, fr } of MESSAGE_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return fr(...match.slice(1));
  }
  return undefined;
}
