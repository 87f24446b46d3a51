/** Money, dates and measures in the chosen language's locale (`app.locale`), not the browser's. */
import { useTranslate } from 'react-admin';

/*
 * Building an Intl formatter costs far more than formatting (locale data is resolved each time):
 * a list of 25 orders built 50 of them per render. One formatter per locale and options is kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}

export function useOrderFormat() {
  const translate = useTranslate();
  const tag = translate('app.locale', { _: 'en-US' });
  return {
    money: (amount: number | null | undefined, currency = 'USD') =>
      amount == null ? '' : numberFormat(tag, { style: 'currency', currency }).format(Number(amount)),
    /** Whole cents (the billing area's amounts) as money. */
    cents: (amount: number | null | undefined, currency = 'USD') =>
      amount == null ? '' : numberFormat(tag, { style: 'currency', currency }).format(Number(amount) / 100),
    day: (value: string | null | undefined) =>
      value ? dateFormat(tag, { dateStyle: 'medium', timeZone: value.length === 10 ? 'UTC' : undefined }).format(new Date(value)) : '',
    date: (value: string | null | undefined) =>
      value ? dateFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)) : '',
    /** A measure (inches, pounds, feet) as the locale writes it: "36.5", « 36,5 »; at most `digits` decimals. */
    number: (value: number | string | null | undefined, digits = 2) =>
      value == null || value === '' ? '' : numberFormat(tag, { maximumFractionDigits: digits }).format(Number(value)),
    /** A rate in basis points (825) as the locale writes a percentage ("8.25%", "8,25 %"). */
    percent: (bps: number) => numberFormat(tag, { style: 'percent', minimumFractionDigits: 2 }).format(bps / 10000),
    size: (width: number, height: number) =>
      translate('screens.production.width_height_in', {
        width: numberFormat(tag, { maximumFractionDigits: 2 }).format(width),
        height: numberFormat(tag, { maximumFractionDigits: 2 }).format(height),
      }),
  };
}

/** The chosen language's locale as the shell set it on the page (`<html lang>`), for code outside React. */
export const pageLocale = (): string | undefined => document.documentElement.lang || undefined;
