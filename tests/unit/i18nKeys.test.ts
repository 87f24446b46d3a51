/**
 * Every English text has its French, with the same values (`%{name}`): the hand-written keys
 * (resources/i18n/en.ts, fr.ts), the areas' keyed messages (resources/i18n/areas), the order
 * timeline's and the seeded checklist's, and the screens' words (resources/i18n/screens).
 */
import { describe, expect, it } from 'vitest';
import { en, fr } from '../../resources/i18n';
import { en as handWrittenEn } from '../../resources/i18n/en';
import { MESSAGE_CATALOGUES, messageTexts } from '../../resources/i18n/areas';
import { renderText } from '../../resources/i18n/catalogue';
import { SCREEN_CATALOGUES, screenTexts } from '../../resources/i18n/screens';
import { resourceTexts } from '../../resources/i18n/resourceTexts';
import { eventMessageTexts } from '../../resources/orders/eventMessages';
import { DEMO_CHECKLIST_TEXTS } from '../../resources/settings/checklist/demoItems';
import { ERROR_MESSAGES } from '../../resources/i18n/areas/system';

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const keyed = { ...handWrittenEn, ...messageTexts('en'), ...screenTexts('en'), ...eventMessageTexts('en'), ...DEMO_CHECKLIST_TEXTS.en };

describe('translation keys', () => {
  it('every English key has a French text with the same placeholders', () => {
    const missing = Object.keys(keyed).filter((key) => !Object.hasOwn(fr, key));
    expect(missing).toEqual([]);
    const different = Object.keys(keyed).filter((key) => placeholders(en[key]).join() !== placeholders(fr[key]).join());
    expect(different).toEqual([]);
  });

  it('every key generated from the declarations has its French (their own words or FR_LABELS), so rewording a label cannot lose it silently', () => {
    const generated = Object.keys(resourceTexts());
    expect(generated.length).toBeGreaterThan(500);
    expect(generated.filter((key) => !Object.hasOwn(fr, key))).toEqual([]);
  });

  it('the screens’ words are keys under one namespace per area, each English once', () => {
    const namespaces = SCREEN_CATALOGUES.map((c) => c.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    const englishTwice = new Set<string>();
    const seen = new Set<string>();
    for (const catalogue of SCREEN_CATALOGUES) {
      expect(catalogue.namespace).toMatch(/^screens\.[a-z_]+$/);
      for (const [name, text] of Object.entries(catalogue.texts)) {
        expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
        if (seen.has(text.en)) englishTwice.add(text.en);
        seen.add(text.en);
      }
    }
    expect([...englishTwice]).toEqual([]);
  });

  it('keyed messages are namespaced, unique, and seeded with the other texts', () => {
    const namespaces = MESSAGE_CATALOGUES.map((c) => c.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const catalogue of MESSAGE_CATALOGUES) {
      expect(catalogue.namespace).toMatch(/^[a-z_]+(\.[a-z_]+)*$/);
      for (const name of Object.keys(catalogue.texts)) expect(en[`${catalogue.namespace}.${name}`]).toBeDefined();
    }
  });

  it('a message carries its key and values, its English alongside', () => {
    expect(ERROR_MESSAGES.message('in_use', { users: 'trackable items' })).toEqual({
      code: 'errors.in_use',
      values: { users: 'trackable items' },
      text: 'This record is still in use by trackable items and cannot be deleted.',
    });
    expect(renderText('Made %{smart_count} JDML |||| Made %{smart_count} JDMLs', { smart_count: 1 })).toBe('Made 1 JDML');
    expect(renderText('Made %{smart_count} JDML |||| Made %{smart_count} JDMLs', { smart_count: 3 })).toBe('Made 3 JDMLs');
  });
});
