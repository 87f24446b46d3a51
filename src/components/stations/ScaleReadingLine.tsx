/** What the station's scale reads, in the chosen language's numbers: "Scale: 4 lb 4 oz · settled". */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../framework/format';
import type { ScaleReading } from './useDeviceReading';

export function ScaleReadingLine({ scale }: { scale: ScaleReading }) {
  const translate = useTranslate();
  const { number } = useFormat();
  return (
    <Typography variant="body2" color={scale.stable ? 'success.main' : 'text.secondary'} data-testid="scale-reading">
      {translate('screens.production.scale_reading', {
        pounds: number(scale.pounds),
        ounces: number(scale.ounces),
        state: translate(scale.stable ? 'screens.production.settled' : 'screens.production.settling'),
      })}
    </Typography>
  );
}
