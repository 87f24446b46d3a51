/**
 * The generate dialog: pattern scale and shadow opacity as whole numbers from 0 to 100 (docs/requirements/catalog.md
 * §5), enhance shadows, defaults 100 / 100 / off (docs/requirements/catalog.md §9), and a live preview of the first room
 * redrawn a moment after the sliders stop. Generate queues the MOCKUP_UPLOAD job that keeps a mockup
 * per room for the product; the page follows the job.
 */
import {
  Alert,
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { MockupAttributes, QueuedGeneration } from '../../../providers/methods/mockups';
import { RangeSlider } from '../../components/RangeSlider';
import { SizedDialog } from '../../components/SizedDialog';
import { usePageMutation } from '../../framework/pageData';

export const DEFAULT_ATTRIBUTES: MockupAttributes = { pattern_scale: 100, shadow_opacity: 100, enhance_shadows: false };
/** The preview waits this long after the last slider move, so dragging does not send a call per step. */
const PREVIEW_DELAY_MS = 350;

/** The preview image of the attributes once they have settled, as an object URL. */
function usePreview(mockupId: number | undefined, productId: number, attributes: MockupAttributes, enabled: boolean) {
  const dataProvider = useAppDataProvider();
  const [state, setState] = useState<{ url?: string; error?: string; loading: boolean }>({ loading: false });
  const { pattern_scale, shadow_opacity, enhance_shadows } = attributes;
  useEffect(() => {
    if (!enabled || mockupId === undefined) return;
    let cancelled = false;
    let url: string | undefined;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    const timer = setTimeout(() => {
      dataProvider
        .mockupPreview(mockupId, productId, { pattern_scale, shadow_opacity, enhance_shadows })
        .then((blob) => {
          if (cancelled) return;
          url = URL.createObjectURL(blob);
          setState({ url, loading: false });
        })
        .catch((error: Error) => !cancelled && setState({ loading: false, error: error.message }));
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
  }, [dataProvider, mockupId, productId, pattern_scale, shadow_opacity, enhance_shadows, enabled]);
  return state;
}

export function GenerateDialog({
  open,
  onClose,
  productId,
  mockupIds,
  onGenerated,
}: {
  open: boolean;
  onClose: () => void;
  productId: number;
  mockupIds: number[];
  /** The generation is queued: its MOCKUP_UPLOAD job, for the page to follow. */
  onGenerated?: (job: QueuedGeneration['job']) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [attributes, setAttributes] = useState<MockupAttributes>(DEFAULT_ATTRIBUTES);
  const preview = usePreview(mockupIds[0], productId, attributes, open);
  const generate = usePageMutation(() => dataProvider.generateMockups(productId, mockupIds, attributes), {
    // The server's answer says it in English (the spec's words); the notice says it by key.
    success: 'screens.catalog.mockups_added_to_mockup_creation',
  });
  const set = (change: Partial<MockupAttributes>) => setAttributes((a) => ({ ...a, ...change }));
  const close = () => {
    if (generate.isPending) return;
    setAttributes(DEFAULT_ATTRIBUTES);
    onClose();
  };

  return (
    <SizedDialog open={open} onClose={close} size="4xl" aria-labelledby="generate-mockup-title">
      <DialogTitle id="generate-mockup-title">{translate('screens.catalog.generate_mockups')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ minWidth: { md: 260 } }}>
            <RangeSlider
              label={translate('screens.catalog.pattern_scale')}
              value={attributes.pattern_scale}
              onChange={(v) => set({ pattern_scale: Math.round(v) })}
            />
            <RangeSlider
              label={translate('screens.catalog.shadow_opacity')}
              value={attributes.shadow_opacity}
              onChange={(v) => set({ shadow_opacity: Math.round(v) })}
            />
            <FormControlLabel
              control={<Checkbox checked={attributes.enhance_shadows} onChange={(e) => set({ enhance_shadows: e.target.checked })} />}
              label={translate('screens.catalog.enhance_shadows')}
            />
            <Typography variant="body2" color="text.secondary">
              {mockupIds.length === 1
                ? translate('screens.catalog.one_room_chosen')
                : translate('screens.catalog.count_rooms_chosen', { count: mockupIds.length })}
            </Typography>
          </Stack>
          <Box sx={{ flex: 1, minHeight: 200, position: 'relative' }} aria-live="polite">
            {preview.loading && (
              <LinearProgress
                sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
                aria-label={translate('screens.catalog.drawing_the_preview')}
              />
            )}
            {preview.error ? (
              <Alert severity="error">{preview.error}</Alert>
            ) : preview.url ? (
              <Box
                component="img"
                src={preview.url}
                alt={translate('screens.catalog.preview')}
                data-testid="mockup-preview"
                sx={{ width: '100%', borderRadius: 1, display: 'block' }}
              />
            ) : null}
          </Box>
        </Stack>
        {generate.isPending && (
          <Stack spacing={1} sx={{ mt: 2 }} role="status">
            <Typography variant="body2">{translate('screens.catalog.queueing')}</Typography>
            <LinearProgress />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={generate.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={generate.isPending || mockupIds.length === 0}
          onClick={() =>
            generate.mutate(undefined, {
              onSuccess: (queued) => {
                onGenerated?.(queued.job);
                setAttributes(DEFAULT_ATTRIBUTES);
                onClose();
              },
            })
          }
        >
          {translate('screens.billing.generate')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
