/**
 * What a list shows while its first page loads (a slow network): grey rows in the shape of the
 * table, or of the cards on a phone, at once — never a blank page.
 */
import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ListSkeleton({ columns = 4, rows = 5, cards = false }: { columns?: number; rows?: number; cards?: boolean }) {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('ra.page.loading')} aria-busy="true" data-testid="list-skeleton" sx={{ p: 1 }}>
      {Array.from({ length: rows }, (_, row) =>
        cards ? (
          <Box key={row} sx={{ py: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        ) : (
          <Stack key={row} direction="row" spacing={2} sx={{ py: 1 }}>
            {Array.from({ length: Math.max(1, columns) }, (_, column) => (
              <Skeleton key={column} sx={{ flex: 1 }} />
            ))}
          </Stack>
        ),
      )}
    </Box>
  );
}
