/**
 * One switch for every table of the app: below 600 px (MUI's `sm`) a phone is a floor device, and
 * rows are cards instead of a table that scrolls sideways (docs/requirements/shell.md §9, issue 11: "Lists become
 * cards on small screens; record actions stay reachable"). Generated lists (`ResourceList`) and
 * the tables inside a page (`RecordTable`) both ask here.
 */
import { useMediaQuery, type Theme } from '@mui/material';

export function useCardsOnSmallScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
