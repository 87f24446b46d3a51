/** "Camera": a phone (or any device with a camera) scans without a wedge scanner; the reader is loaded on first use. */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';

const CameraDialog = lazy(() => import('./CameraDialog'));

export function CameraScanButton({ onScan }: { onScan: (value: string) => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return (
    <>
      <Button size="small" startIcon={<PhotoCameraIcon />} onClick={() => setOpen(true)} data-testid="camera-scan">
        {translate('screens.production.camera')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CameraDialog onScan={onScan} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
