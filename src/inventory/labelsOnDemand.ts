/**
 * The label buttons' entry point: the PDF code (labels.ts with bwip-js and pdf-lib, ~100 KB
 * gzip) is fetched on the first click instead of with the screen that offers the buttons.
 */
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Label } from './labels';

export type { Label };

export async function printLabels(labels: Label[]): Promise<void> {
  const { openLabels } = await import('./labels');
  await openLabels(labels);
}

/** `printLabels` for a button: a failure (e.g. the code could not be fetched) says so. */
export function usePrintLabels(): (labels: Label[]) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (labels: Label[]) => {
      printLabels(labels).catch((error: Error) =>
        notify(
          translate('screens.inventory.the_labels_could_not_be_made', {
            error: translate(error?.message || 'screens.inventory.unknown_error'),
          }),
          {
            type: 'error',
          },
        ),
      );
    },
    [notify, translate],
  );
}
