/**
 * Upload a room photo, then find its wall: two steps shown as they happen (uploading, analysing),
 * each failure with the server's reason, the dialog kept open so nothing typed is lost. A
 * react-admin form (name, categories and the photo, the declaration's rules) sent through the
 * typed `saveMockup` and `analyzeMockup`; the server's field messages show under the inputs.
 */
import { Alert, Button, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { TextInput, useInput, useNotify, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { mockups as mockupsDeclaration } from '../../../resources/catalog/mockups';
import { IMAGE_ACCEPT } from '../../components/ImagePicker';
import { SizedDialog } from '../../components/SizedDialog';
import { SubmitButton } from '../../framework/SubmitButton';
import { formResolver } from '../../framework/views';
import { CategoriesInput } from './mockupParts';
import { refusalOf } from '../../framework/formSubmit';
import { ErrorMessage } from '../../components/ErrorMessage';

type Step = 'idle' | 'uploading' | 'analyzing';

const MOCKUP_RESOLVER = formResolver(mockupsDeclaration);
const EMPTY = { name: '', categories: [], mockup_file: null };

const asChosen = (file: File | null | undefined) => file ?? null;

/** The room photo: the form's `mockup_file`, with the server's message about it. */
function RoomPhotoInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'mockup_file', defaultValue: null, format: asChosen, parse: asChosen });
  const file = field.value instanceof File ? field.value : null;
  return (
    <>
      <Button variant="outlined" component="label" disabled={disabled}>
        {file ? translate('screens.catalog.change_photo') : translate('screens.catalog.choose_a_room_photo')}
        <input
          hidden
          type="file"
          accept={IMAGE_ACCEPT}
          aria-label={translate('screens.catalog.room_photo')}
          data-testid="mockup-file"
          onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      {file && <Typography variant="body2">{file.name}</Typography>}
      <ErrorMessage message={fieldState.error?.message} />
    </>
  );
}

/** Upload needs a name and a photo, as before any rule is checked. */
function UploadButton({ disabled }: { disabled: boolean }) {
  const [name, file] = useWatch({ name: ['name', 'mockup_file'] });
  return <SubmitButton label="screens.shell.upload" disabled={disabled || !String(name ?? '').trim() || !(file instanceof File)} />;
}

/** Tells the dialog (outside the form) whether anything is typed or chosen, for its close. */
function ReportDirty({ dirty }: { dirty: MutableRefObject<boolean> }) {
  const { isDirty } = useFormState();
  useEffect(() => {
    dirty.current = isDirty;
  }, [dirty, isDirty]);
  return null;
}

export function UploadMockupDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [step, setStep] = useState<Step>('idle');
  const [failure, setFailure] = useState('');
  // A new, empty form after an upload or a cancel.
  const [round, setRound] = useState(0);
  const dirty = useRef(false);

  const reset = () => {
    setFailure('');
    setStep('idle');
    setRound((n) => n + 1);
  };
  const close = () => {
    if (step !== 'idle') return;
    if (dirty.current && !window.confirm(translate('ra.message.unsaved_changes'))) return;
    reset();
    onClose();
  };

  const submit = async (values: FieldValues) => {
    setFailure('');
    setStep('uploading');
    try {
      const mockup = await dataProvider.saveMockup({
        name: values.name,
        categories: values.categories ?? [],
        mockup_file: values.mockup_file instanceof File ? values.mockup_file : null,
      });
      setStep('analyzing');
      const analysed = await dataProvider.analyzeMockup(mockup.id);
      notify(
        analysed.status === 'analyzed' ? 'screens.catalog.mockup_uploaded_and_its_wall' : 'screens.catalog.mockup_uploaded_but_no_wall_was',
        {
          type: analysed.status === 'analyzed' ? 'success' : 'warning',
        },
      );
    } catch (error) {
      setFailure((error as Error).message);
      setStep('idle');
      return refusalOf(error);
    }
    reset();
    onDone();
  };

  const busy = step !== 'idle';
  return (
    <SizedDialog open={open} onClose={close} size="lg" aria-labelledby="upload-mockup-title">
      <AppForm
        key={round}
        draft="upload-mockup"
        defaultValues={EMPTY}
        resolver={MOCKUP_RESOLVER}
        onSubmit={submit}
        warnWhenUnsavedChanges={open}
      >
        <ReportDirty dirty={dirty} />
        <DialogTitle id="upload-mockup-title">{translate('screens.catalog.upload_a_mockup')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput source="name" label="screens.shell.name" isRequired disabled={busy} />
            <CategoriesInput disabled={busy} />
            <RoomPhotoInput disabled={busy} />
            {busy && (
              <Stack spacing={1} role="status">
                <Typography variant="body2">
                  {translate(
                    step === 'uploading' ? 'screens.catalog.uploading_the_photo' : 'screens.catalog.finding_the_wall_and_the_light',
                  )}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={step === 'uploading' ? 33 : 66}
                  aria-label={translate('screens.catalog.progress')}
                />
              </Stack>
            )}
            {failure && !busy && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <UploadButton disabled={busy} />
        </DialogActions>
      </AppForm>
    </SizedDialog>
  );
}
