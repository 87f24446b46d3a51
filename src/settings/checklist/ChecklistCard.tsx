/** Home dashboard: the onboarding checklist progress of the user's brand (staff choose the brand on the card). */
import { Card, CardContent, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { completionPercentage, linkFor, loadChecklist } from '../../../resources/settings/checklist/audit';
import type { ChecklistItem } from '../../../resources/settings/checklist/types';
import { BrandPicker } from '../../layout/BrandSelector';
import { useSelectedBrandId } from '../../layout/selectedBrand';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { usePageQuery } from '../../framework/pageData';
import { useChecklistName } from './checklistName';
import { ErrorMessage } from '../../components/ErrorMessage';

export default function ChecklistCard() {
  const brandId = useSelectedBrandId();
  const translate = useTranslate();
  const nameOf = useChecklistName();
  const dataProvider = useAppDataProvider();
  const checklist = usePageQuery<ChecklistItem[]>(
    ['settings', 'checklist', brandId],
    () => loadChecklist(dataProvider.checklistRequest, brandId!),
    !!brandId,
  );
  const items = checklist.data ?? null;
  const error = checklist.error?.message ?? null;
  const percent = items ? completionPercentage(items) : 0;
  return (
    <Card variant="outlined" data-testid="checklist-card">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('screens.settings.onboarding_checklist')}
        </Typography>
        <BrandPicker sx={{ my: 1 }} />
        <ErrorMessage message={error} />
        {items && (
          <>
            <Typography variant="h4" component="p">
              {percent}%
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              sx={{ my: 1 }}
              aria-label={translate('screens.settings.checklist_completion')}
            />
            <List dense disablePadding>
              {items.map((item) => (
                <ListItem
                  key={item.id}
                  data-complete={String(!!item.completed)}
                  data-testid={`checklist-card-item-${item.id}`}
                  disableGutters
                  component={item.link ? RouterLink : 'li'}
                  {...(item.link ? { to: linkFor(item.link, { brand_id: brandId }) } : {})}
                  sx={{ color: 'inherit' }}
                >
                  <ListItemIcon sx={{ minWidth: 28 }}>
                    {item.completed ? <CheckCircleIcon color="success" fontSize="small" /> : <RadioButtonUncheckedIcon fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary={nameOf(item.name)} />
                </ListItem>
              ))}
            </List>
            {percent < 100 && (
              <Typography variant="caption" color="text.secondary">
                {translate('screens.settings.incomplete_checklist_items_must')}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
