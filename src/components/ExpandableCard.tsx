/**
 * A card that can be expandable with an initial expanded flag (docs/requirements/shell.md §4), and actions
 * `{text, color, disabled, buttonAction}` (docs/requirements/shell.md §3).
 */
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Card, CardActions, CardContent, CardHeader, Collapse, IconButton } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface CardAction {
  text: string;
  color?: 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success' | 'inherit';
  disabled?: boolean;
  content?: ReactNode;
  buttonAction: () => void;
}

export function ExpandableCard({
  title,
  children,
  expandable = false,
  initiallyExpanded = true,
  actions = [],
}: {
  title: ReactNode;
  children: ReactNode;
  expandable?: boolean;
  initiallyExpanded?: boolean;
  actions?: CardAction[];
}) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(expandable ? initiallyExpanded : true);
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        action={
          expandable && (
            <IconButton
              aria-label={translate(expanded ? 'screens.production.collapse' : 'screens.production.expand')}
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
              sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            >
              <ExpandMoreIcon />
            </IconButton>
          )
        }
      />
      <Collapse in={expanded}>
        <CardContent>{children}</CardContent>
        {actions.length > 0 && (
          <CardActions>
            {actions.map((a) => (
              <Button key={a.text} color={a.color ?? 'primary'} disabled={a.disabled} onClick={a.buttonAction}>
                {a.content ?? a.text}
              </Button>
            ))}
          </CardActions>
        )}
      </Collapse>
    </Card>
  );
}
