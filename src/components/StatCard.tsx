/** A dashboard figure: a title, a big number (or a loading/error state) and an optional link. */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';

export function StatCard({ title, value, detail, to }: { title: string; value: ReactNode; detail?: ReactNode; to?: string }) {
  const content = (
    <CardContent>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h4" component="p" data-testid={`stat-${title}`}>
        {value ?? <Skeleton width={60} />}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={RouterLink} to={to}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
