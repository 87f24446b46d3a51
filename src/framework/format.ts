/** Money and dates in the chosen language's locale (`app.locale`), not the browser's: orders, invoices. */
import { useTranslate } from 'react-admin';

export function useOrderFormat() {
  const translate = useTranslate();
  const tag = translate('app.locale', { _: 'en-US' });
  return {
    money: (amount: number | null | undefined, currency = 'USD') =>
      amount == null ? '' : new Intl.NumberFormat(tag, { style: 'currency', currency }).format(Number(amount)),
    /** Whole cents (the billing area's amounts) as money. */
    cents: (amount: number | null | undefined, currency = 'USD') =>
      amount == null ? '' : new Intl.NumberFormat(tag, { style: 'currency', currency }).format(Number(amount) / 100),
    day: (value: string | null | undefined) =>
      value
        ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: value.length === 10 ? 'UTC' : undefined }).format(new Date(value))
        : '',
    date: (value: string | null | undefined) =>
      value ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)) : '',
    /** A rate in basis points (825) as the locale writes a percentage ("8.25%", "8,25 %"). */
    percent: (bps: number) => new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2 }).format(bps / 10000),
    size: (width: number, height: number) => translate('%{width} × %{height} in', { width, height }),
  };
}

/** The chosen language's locale as the shell set it on the page (`<html lang>`), for code outside React. */
export const pageLocale = (): string | undefined => document.documentElement.lang || undefined;
