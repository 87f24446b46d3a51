/**
 * `<KeepDraftOnSessionExpiry>`: when the session ends, each form of a page keeps its own typed
 * values (by its name), and a chosen file — which session storage cannot hold — is left out
 * instead of coming back as `{}`.
 */
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { KeepDraftOnSessionExpiry, readDraft } from '../../src/framework/formSafety';
import { reportUnauthorized } from '../../providers/httpClient';
import { storeSession } from '../../providers/session';

/** A form whose values were typed (dirty), as a person would leave it. */
function TypedForm({ typed, children }: { typed: Record<string, unknown>; children: ReactNode }) {
  const methods = useForm<Record<string, unknown>>({ defaultValues: { name: '', logo: null } });
  useEffect(() => {
    for (const [field, value] of Object.entries(typed)) methods.setValue(field, value, { shouldDirty: true });
  }, [methods, typed]);
  return <FormProvider {...methods}>{children}</FormProvider>;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('drafts kept through an expired session', () => {
  it('keeps each named form apart and leaves a chosen file out', async () => {
    storeSession({ id: 1, email: 'a@demo.test' } as any, 'token');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    render(
      <MemoryRouter initialEntries={['/collection/4']}>
        <TypedForm typed={{ name: 'Meadow', logo }}>
          <KeepDraftOnSessionExpiry form="details" />
        </TypedForm>
        <TypedForm typed={{ name: 'Line seven' }}>
          <KeepDraftOnSessionExpiry form="line-7" />
        </TypedForm>
      </MemoryRouter>,
    );
    // The values are typed in an effect: let React draw the dirty forms before the session ends.
    await act(async () => {});
    reportUnauthorized();

    expect(readDraft('/collection/4', 'details')).toEqual({ name: 'Meadow' });
    expect(readDraft('/collection/4', 'line-7')).toEqual({ name: 'Line seven', logo: null });
    expect(readDraft('/collection/5', 'details')).toBeUndefined();
  });
});
