/**
 * From and To day fields of a floor report (analytics, waste): a To before the From is shown as an
 * error under To, as the server would refuse it.
 */
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export function DateRangeFields(props: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  /** Whether the range is refused (default: To before From). */
  invalid?: boolean;
}) {
  const translate = useTranslate();
  const { from, to, onFrom, onTo } = props;
  const backwards = props.invalid ?? (!!from && !!to && from > to);
  return (
    <>
      <TextField
        type="date"
        label={translate('From')}
        value={from}
        onChange={(e) => onFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={translate('To')}
        value={to}
        onChange={(e) => onTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={backwards}
        helperText={backwards ? translate('Must not be before the start date') : undefined}
      />
    </>
  );
}
