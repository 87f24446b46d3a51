/** Money, dates and measures in the chosen language's locale (`app.locale`), not the browser's. */
import { useMemo } from 'react';
import { useTranslate, type TranslateFunction as Translate } from 'react-admin';

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

/**
 * The one way a screen writes money, dates, times and measures: in the chosen language's locale
 * (`app.locale`), not the browser's.
 */
export function useFormat() {
  const translate = useTranslate();
  // The same functions while the language stays the same: safe in an effect's or a memo's list.
  return useMemo(() => formatIn(translate), [translate]);
}

function formatIn(translate: Translate) {
  const tag = translate('app.locale', { _: 'en-US' });
  /** A measure (inches, pounds, feet, megabytes) as the locale writes it: "36.5", « 36,5 »; at most `digits` decimals. */
  const number = (value: number | string | null | undefined, digits = 2) =>
    value == null || value === '' ? '' : numberFormat(tag, { maximumFractionDigits: digits }).format(Number(value));
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
    /** The time of day alone ("2:05:09 PM", « 14:05:09 »): when something was checked or scanned today. */
    time: (value: string | null | undefined) => (value ? dateFormat(tag, { timeStyle: 'medium' }).format(new Date(value)) : ''),
    number,
    /** A weight in pounds and ounces: "3 lb 5.25 oz", « 3 lb 5,25 oz ». */
    weight: (pounds: number | string, ounces: number | string) =>
      translate('screens.production.pounds_lb_ounces_oz', { pounds: number(pounds), ounces: number(ounces) }),
    /** A rate in basis points (825) as the locale writes a percentage ("8.25%", "8,25 %"). */
    percent: (bps: number) => numberFormat(tag, { style: 'percent', minimumFractionDigits: 2 }).format(bps / 10000),
    size: (width: number, height: number) =>
      translate('screens.production.width_height_in', { width: number(width), height: number(height) }),
  };
}
