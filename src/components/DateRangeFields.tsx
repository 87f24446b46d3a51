/**
 * From and To day fields of a report (the floor's analytics and waste), written the chosen language's way
 * (`DayField`): a To before the From is shown as an error under To, as the server would refuse it.
 */
import { useTranslate } from 'react-admin';
import { DayField } from './DayField';

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
      <DayField label={translate('screens.shell.from')} value={from} onChange={onFrom} />
      <DayField
        label={translate('screens.shell.to')}
        value={to}
        onChange={onTo}
        error={backwards}
        helperText={backwards ? translate('screens.production.must_not_be_before_the_start') : undefined}
      />
    </>
  );
}
