/** How the products screens report a failed call (docs/requirements/catalog.md §8): the colour-variant refusal stays 10 s. */
import { errorMessage } from '../../../providers/httpClient';

/** docs/requirements/catalog.md §9: the colour-variant error shows 10 seconds, others the default 5. */
export const COLOR_VARIANT_NOTICE_MS = 10_000;

type Notify = (message: string, options?: { type?: 'info' | 'success' | 'warning' | 'error'; autoHideDuration?: number }) => void;

export function notifyFailure(notify: Notify, error: unknown) {
  const message = errorMessage(error);
  const colourVariants =
    /combined.listing|Color Variants/i.test(message) ||
    (error as { body?: { code?: string } })?.body?.code === 'combined_listing_role_missing';
  notify(message, { type: 'error', ...(colourVariants ? { autoHideDuration: COLOR_VARIANT_NOTICE_MS } : {}) });
}
