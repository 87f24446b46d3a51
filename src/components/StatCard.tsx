/**
 * A dashboard figure: a title, a big number (or a loading/error state) and an optional link. The
 * title and a text detail are translation keys, shown in the chosen language; the figure's test id
 * is the title key's last name (`screens.shell.background_jobs` → `stat-background_jobs`).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function StatCard({
  title,
  value,
  detail,
  to,
  compact = false,
}: {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  to?: string;
  /** A smaller figure, for a value in words (Admin Tools' system health). */
  compact?: boolean;
}) {
  const translate = useTranslate();
  const content = (
    <CardContent>
      <Typography variant="overline" color="text.secondary">
        {translate(title, { _: title })}
      </Typography>
      <Typography variant={compact ? 'h6' : 'h4'} component="p" data-testid={`stat-${title.split('.').pop()}`}>
        {value ?? <Skeleton width={60} />}
      </Typography>
      {detail && (
        // A long unbroken word (a migration's name) wraps rather than spill out of a narrow card.
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {typeof detail === 'string' ? translate(detail, { _: detail }) : detail}
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
