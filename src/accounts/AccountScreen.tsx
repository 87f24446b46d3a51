/**
 * The frame of the account screens (docs/requirements/accounts.md §2): a full-screen background image that advances
 * every 10 seconds across 5 images, a centred card, the page title. In a language other than the
 * default the card waits (with a spinner) for that language's texts, so no English flashes.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useDocumentTitle } from '../layout/pageTitle';
import { usePageTracking } from '../../providers/analytics';
import { usePublicTexts } from '../public/texts';

export const BACKGROUNDS = ['1-trellis', '2-botanical', '3-stripes', '4-scallop', '5-terrazzo'].map((n) => `/backgrounds/${n}.svg`);
export const BACKGROUND_INTERVAL_MS = 10_000;

export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);
  return index;
}

export function AccountScreen({ title, heading, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  usePageTracking();
  const index = useRotatingIndex(BACKGROUNDS.length, BACKGROUND_INTERVAL_MS);
  const { ready } = usePublicTexts();
  return (
    <Box
      data-testid="account-background"
      data-background-index={index}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        backgroundImage: `url(${BACKGROUNDS[index]})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        transition: 'background-image 1s ease-in-out',
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, position: 'relative' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 0.5, fontWeight: 700, color: 'primary.main' }}>
          Papered
        </Typography>
        {!ready ? (
          // eslint-disable-next-line local/texts-by-key -- shown while the texts themselves load
          <CircularProgress aria-label="Loading" />
        ) : (
          <>
            {heading && (
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {heading}
              </Typography>
            )}
            {children}
          </>
        )}
      </Paper>
    </Box>
  );
}
