/**
 * The camera as a scanner (a phone as a station): the back camera's picture, each code read handed
 * to the station as a scan would be — the same code is taken once until another is read or 2 s
 * have passed — until the technician closes it.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cameraDecoder } from './decoders';

export default function CameraDialog({ onScan, onClose }: { onScan: (value: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState('');
  const [last, setLast] = useState('');
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    let stopped = false;
    const stops: Array<() => void> = [];
    let previous = { value: '', at: 0 };
    (async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stops.push(() => stream.getTracks().forEach((t) => t.stop()));
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const { decode } = await cameraDecoder();
      if (stopped) return;
      stops.push(
        await decode(video.current, (value) => {
          const now = Date.now();
          if (value === previous.value && now - previous.at < 2_000) return;
          previous = { value, at: now };
          setLast(value);
          handler.current(value.trim());
        }),
      );
    })().catch((e: Error) =>
      setError(
        e?.name === 'NotAllowedError'
          ? 'screens.production.the_camera_was_not_allowed'
          : 'screens.production.the_camera_could_not_be_started',
      ),
    );
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, []);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('screens.production.scan_with_the_camera')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{translate(error)}</Alert>
        ) : (
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            sx={{ width: '100%', borderRadius: 1, bgcolor: 'black' }}
            data-testid="camera-video"
          />
        )}
        {last && (
          <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }} data-testid="camera-last">
            {translate('screens.production.read')}: {last}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('screens.shell.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
