/** How long the app shows the audit's progress and outcome (docs/requirements/brands.md §9). */
/** The progress bar closes this long after the last item (docs/requirements/brands.md §9). */
export const AUDIT_PROGRESS_CLOSE_DELAY_MS = 500;
/** The warning at the end of an incomplete audit stays this long (docs/requirements/brands.md §9). */
export const AUDIT_WARNING_DURATION_MS = 7000;
