/**
 * The Import button of a CSV import (src/framework/CsvImportDialog.tsx), for those the access check
 * lets add what the rows become: a declaration's list (its records), a pricing template's page
 * (its price lines). The dialog's code loads when it is first opened.
 */
import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useCanAccess, useTranslate } from 'react-admin';
import { lazyChunk } from '../components/lazyChunk';
import type { ImportSpec } from './CsvImportDialog';

const CsvImportDialog = lazyChunk(() => import('./CsvImportDialog').then((m) => ({ default: m.CsvImportDialog })));

export function CsvImportButton({
  spec,
  access,
  extra,
}: {
  spec: ImportSpec;
  /** react-admin's access question: the resource and action ('create', 'edit') the import is. */
  access: { resource: string; action: string };
  /** Body fields the import takes beside its rows (a price-line import's `template_id`). */
  extra?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess(access);
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('screens.imports.import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CsvImportDialog declaration={spec} extra={extra} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
