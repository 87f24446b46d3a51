/**
 * Day fields follow the chosen language, not the browser's (issue 11): dd/mm/yyyy in French,
 * mm/dd/yyyy in English, with the language's placeholders when empty; a react-admin `date` input
 * is one of them.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { en, fr } from '../../resources/i18n';
import { DayField } from '../../src/components/DayField';
import { DayInput } from '../../src/framework/DayInput';

afterEach(cleanup);

const i18n = (texts: Record<string, string>) =>
  polyglotI18nProvider(() => ({ ...englishMessages, ...texts }) as any, 'x', [{ locale: 'x', name: 'x' }], { allowMissing: true });

/** The field's text once its picker has loaded (the sections of MUI X's field), without direction marks. */
async function fieldText(label: string) {
  const group = await screen.findByRole('group', { name: label }, { timeout: 10_000 });
  return (group.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');
}

describe('a day field', () => {
  it('writes the day dd/mm/yyyy in French and mm/dd/yyyy in English', async () => {
    render(
      <AdminContext i18nProvider={i18n(fr)}>
        <DayField label="Du" value="2026-03-09" onChange={() => {}} />
        <DayField label="Au" value="" onChange={() => {}} />
      </AdminContext>,
    );
    await waitFor(async () => expect(await fieldText('Du')).toContain('09/03/2026'), { timeout: 10_000 });
    expect(await fieldText('Au')).toContain('JJ/MM/AAAA');
    cleanup();
    render(
      <AdminContext i18nProvider={i18n(en)}>
        <DayField label="From" value="2026-03-09" onChange={() => {}} />
        <DayField label="To" value="" onChange={() => {}} />
      </AdminContext>,
    );
    await waitFor(async () => expect(await fieldText('From')).toContain('03/09/2026'), { timeout: 10_000 });
    expect(await fieldText('To')).toContain('MM/DD/YYYY');
  });

  it('is the input of a date field in a react-admin form', async () => {
    render(
      <AdminContext i18nProvider={i18n(fr)}>
        <Form record={{ expected_date: '2026-12-24' }}>
          <DayInput source="expected_date" label="Date prévue" />
        </Form>
      </AdminContext>,
    );
    await waitFor(async () => expect(await fieldText('Date prévue')).toContain('24/12/2026'), { timeout: 10_000 });
  });
});
