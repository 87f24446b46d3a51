/**
 * An image input with a preview: shows the stored image, or the chosen file before it is sent.
 * Only images are offered by the file dialog; the server checks the content anyway (415/413).
 */
import { useTranslate } from 'react-admin';
import { useEffect, useState } from 'react';
import { Avatar, Box, Button, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export function ImagePicker({
  label,
  name,
  current,
  file,
  onChange,
  wide = false,
}: {
  label: string;
  name: string;
  current?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  wide?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const translate = useTranslate();
  const shown = preview ?? current ?? undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }}>
      <Avatar
        variant="rounded"
        src={shown}
        alt={shown ? `${label} preview` : ''}
        sx={{ width: wide ? 160 : 72, height: 72, bgcolor: 'grey.200', color: 'text.secondary' }}
      >
        —
      </Avatar>
      <Box>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
        <Button component="label" size="small" variant="outlined" startIcon={<UploadIcon />}>
          {file ? file.name : translate('Choose image')}
          <input
            hidden
            type="file"
            name={name}
            accept={IMAGE_ACCEPT}
            data-testid={`file-${name}`}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
        </Button>
      </Box>
    </Box>
  );
}
