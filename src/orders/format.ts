/** Money and dates in the chosen language's locale (`app.locale`), not the browser's. */
import { useTranslate } from 'react-admin';

export function useOrderFormat() {
  const translate = useTranslate();
  const tag = translate('app.locale', { _: 'en-US' });
  return {
    money: (amount: number | null | undefined, currency = 'USD') =>
      amount == null ? '' : new Intl.NumberFormat(tag, { style: 'currency', currency }).format(Number(amount)),
    date: (value: string | null | undefined) =>
      value ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)) : '',
    size: (width: number, height: number) => `${width} × ${height} in`,
  };
}
