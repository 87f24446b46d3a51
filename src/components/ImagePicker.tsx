/**
 * An image input with a preview: shows the stored image, or the chosen file before it is sent.
 * Only images are offered by the file dialog; the server checks the content anyway (415/413).
 * `ImagePickerInput` is the same inside a react-admin form: the chosen file is the form's value
 * (so it counts as an unsaved change), and the field's message (the server's) shows under it.
 */
import { useInput, useTranslate } from 'react-admin';
import { useEffect, useState } from 'react';
import { Alert, Avatar, Box, Button, Typography } from '@mui/material';
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
          {file ? file.name : translate('screens.shell.choose_image')}
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

/** The file is the value as chosen: react-admin's default format and parse would turn null into ''. */
const asChosen = (file: File | null | undefined) => file ?? null;

export function ImagePickerInput({
  source,
  label,
  current,
  wide = false,
}: {
  /** The form value (a File, or null for none chosen) and the server's name for the file. */
  source: string;
  label: string;
  /** The stored image shown until a file is chosen. */
  current?: string | null;
  wide?: boolean;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: null, format: asChosen, parse: asChosen });
  const message = fieldState.error?.message;
  return (
    <>
      <ImagePicker
        label={label}
        name={source}
        current={current}
        // A draft put back after a session's end holds no file (JSON has none).
        file={field.value instanceof File ? field.value : null}
        onChange={field.onChange}
        wide={wide}
      />
      {message && <Alert severity="error">{translate(message, { _: message })}</Alert>}
    </>
  );
}
