/**
 * /inventory/audit-groups/{group_id}: the group's name, its ordered audit list (reorder with the
 * arrows, edit, add, remove) and the trackable items it audits.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { pageState } from '../../components/LoadError';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../providers/httpClient';
import { usePageTitle } from '../../layout/pageTitle';
import { useInventoryCreate, useInventoryDelete, useInventoryQuery, useInventoryUpdate } from '../useInventory';

interface Requirement {
  id: string;
  requirement_text: string;
  position: number;
}

function RequirementRow({
  req,
  index,
  count,
  onMove,
}: {
  req: Requirement;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(req.requirement_text);
  const save = useInventoryUpdate('audit-lists', { success: 'screens.inventory.requirement_saved' });
  const remove = useInventoryDelete('audit-lists', { success: 'screens.inventory.requirement_removed' });
  return (
    <ListItem divider data-testid="requirement">
      <Typography sx={{ width: 32 }} color="text.secondary">
        {index + 1}.
      </Typography>
      <TextField
        fullWidth
        size="small"
        multiline
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': translate('screens.inventory.requirement_n', { n: index + 1 }) } }}
      />
      {text !== req.requirement_text && (
        <Button size="small" onClick={() => save.mutate({ id: req.id, input: { requirement_text: text } })}>
          {translate('screens.shell.save')}
        </Button>
      )}
      <Tooltip title={translate('screens.inventory.move_up')}>
        <span>
          <IconButton
            aria-label={translate('screens.inventory.move_requirement_n_up', { n: index + 1 })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('screens.inventory.move_down')}>
        <span>
          <IconButton
            aria-label={translate('screens.inventory.move_requirement_n_down', { n: index + 1 })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <IconButton
        aria-label={translate('screens.inventory.remove_requirement_n', { n: index + 1 })}
        onClick={() => remove.mutate({ id: req.id })}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </ListItem>
  );
}

export default function AuditGroupDetail() {
  const { id } = useParams();
  const dataProvider = useAppDataProvider();
  const query = useInventoryQuery(['audit-group', id], () => dataProvider.auditGroupPage(id!));
  const data = query.data;
  const [name, setName] = useState<string>();
  const [newText, setNewText] = useState('');
  const client = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const rename = useInventoryUpdate('audit-groups', { success: 'screens.inventory.audit_group_saved' });
  const add = useInventoryCreate('audit-lists', { success: 'screens.inventory.requirement_added' });
  const group = data?.group;
  usePageTitle(group ? translate('screens.inventory.audit_group_name', { name: group.name }) : translate('screens.inventory.audit_group'));
  const state = pageState(query, group, translate('screens.inventory.audit_group_id_was_not_found', { id }));
  if (state || !group) return state;
  const requirements: Requirement[] = group.audit_lists;

  /** Renumbers the whole list in its new order (positions 0…n-1), so gaps and ties disappear. */
  async function move(from: number, to: number) {
    const order = [...requirements];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved);
    try {
      for (const [position, req] of order.entries()) {
        if (req.position !== position)
          await dataProvider.update('audit-lists', { id: req.id, data: { position }, previousData: { id: req.id } });
      }
    } catch (err) {
      notify(errorMessage(err), { type: 'error' });
    } finally {
      await client.invalidateQueries();
    }
  }

  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <TextField
          label={translate('screens.inventory.audit_group_2')}
          value={name ?? group.name}
          onChange={(e) => setName(e.target.value)}
          sx={{ flex: 1 }}
        />
        {name !== undefined && name !== group.name && (
          <Button
            variant="outlined"
            onClick={() => rename.mutate({ id: group.id, input: { name } }, { onSuccess: () => setName(undefined) })}
          >
            {translate('screens.shell.save')}
          </Button>
        )}
      </Stack>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader
          title={translate('screens.inventory.audit_list')}
          subheader={translate('screens.inventory.what_a_stocktake_of_these_items')}
        />
        <List dense data-testid="audit-list">
          {requirements.map((req, i) => (
            <RequirementRow
              key={`${req.id}:${req.position}:${req.requirement_text}`}
              req={req}
              index={i}
              count={requirements.length}
              onMove={move}
            />
          ))}
          {!requirements.length && (
            <Typography sx={{ px: 2 }} color="text.secondary">
              {translate('screens.inventory.no_requirements_yet')}
            </Typography>
          )}
        </List>
        <CardContent>
          <Stack direction="row" spacing={1}>
            <TextField
              fullWidth
              size="small"
              label={translate('screens.inventory.new_requirement')}
              value={newText}
              onChange={(e) => setNewText(e.target.value)}
            />
            <Button
              variant="contained"
              disabled={!newText.trim() || add.isPending}
              onClick={() =>
                add.mutate({ input: { audit_group_id: group.id, requirement_text: newText.trim() } }, { onSuccess: () => setNewText('') })
              }
            >
              {translate('screens.inventory.add')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={translate('screens.inventory.trackable_items_in_this_group')} />
        <List dense>
          {group.trackable_items.map((i) => (
            <ListItem key={i.id}>
              <ListItemText primary={<RouterLink to={`/inventory/trackable-items/${i.id}`}>{i.sku}</RouterLink>} secondary={i.name} />
            </ListItem>
          ))}
          {!group.trackable_items.length && (
            <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
              {translate('screens.inventory.no_trackable_item_uses_this')}
            </Typography>
          )}
        </List>
      </Card>
    </Box>
  );
}
