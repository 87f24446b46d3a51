/**
 * The onboarding checklist's texts (docs/requirements/brands.md §8), shared by the audit engine, the
 * server and the app: their English by name, verbatim, and their keys (CHECKLIST_MESSAGES,
 * resources/i18n/areas/settings.ts), so the app words them in the chosen language.
 */
import { CHECKLIST_MESSAGES } from '../../i18n/areas/settings';

export type ChecklistMessageName = keyof typeof CHECKLIST_MESSAGES.texts;

/** The English of each message, by name. */
export const MESSAGES = Object.fromEntries(Object.entries(CHECKLIST_MESSAGES.texts).map(([name, text]) => [name, text.en])) as Record<
  ChecklistMessageName,
  string
>;
