/**
 * /mockups: the library of room photos — thumbnails, category filters, upload (then the wall is
 * found, with its progress shown), and Analyze for a photo whose wall has not been found.
 */
import { Box, Button, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useState } from 'react';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { Mockup } from '../../../providers/methods/mockups';
import { LoadError } from '../../components/LoadError';
import { usePageMutation } from '../../framework/pageData';
import { CardGrid, CategoryFilter, MockupCard } from './mockupParts';
import { UploadMockupDialog } from './UploadMockupDialog';

export default function MockupList() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [category, setCategory] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const { canAccess: canAdd = false } = useCanAccess({ resource: 'mockups', action: 'create' });
  const list = useGetList<Mockup>('mockups', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: category ? { category_id: category } : {},
  });
  const analyze = usePageMutation((id: number) => dataProvider.analyzeMockup(id), { success: 'screens.catalog.wall_analysed' });

  return (
    <Card sx={{ mt: 1 }}>
      <CardHeader
        title={translate('screens.catalog.mockups')}
        action={
          canAdd && (
            <Button variant="contained" startIcon={<AddPhotoAlternateIcon />} onClick={() => setUploading(true)}>
              {translate('screens.shell.upload')}
            </Button>
          )
        }
      />
      <CardContent>
        <Stack spacing={2}>
          <CategoryFilter value={category} onChange={setCategory} />
          {list.error ? (
            <LoadError error={list.error} onRetry={() => list.refetch()} />
          ) : list.isPending ? (
            <LinearProgress />
          ) : list.data?.length ? (
            <CardGrid>
              {list.data.map((mockup) => (
                <MockupCard
                  key={mockup.id}
                  mockup={mockup}
                  href={`/mockups/${mockup.id}`}
                  actions={
                    mockup.status !== 'analyzed' && (
                      <Button size="small" onClick={() => analyze.mutate(mockup.id)} disabled={analyze.isPending}>
                        {translate('screens.catalog.analyze')}
                      </Button>
                    )
                  }
                />
              ))}
            </CardGrid>
          ) : (
            <Box sx={{ py: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">
                {translate(category ? 'screens.catalog.no_mockups_in_this_category' : 'screens.catalog.no_mockups_yet_upload_a_room')}
              </Typography>
            </Box>
          )}
          {analyze.isPending && <LinearProgress aria-label={translate('screens.catalog.finding_the_wall_and_the_light')} />}
        </Stack>
      </CardContent>
      <UploadMockupDialog open={uploading} onClose={() => setUploading(false)} onDone={() => (setUploading(false), list.refetch())} />
    </Card>
  );
}
