/** How a typed term becomes the orders' word queries (server/orders/search.ts). */
import { describe, expect, it } from 'vitest';
import { emailIndexQuery, wordQuery } from '../../server/orders/search';

describe('order search terms', () => {
  it('asks for the last word as the start of a word, the others whole', () => {
    expect(wordQuery('Ava Sto')).toBe("'Ava' & 'Sto':*");
    expect(wordQuery('ava s')).toBe("'ava' & 's'");
    expect(wordQuery(' -- ')).toBeNull();
  });

  it('leaves an email’s short last part out of the index query, to be checked on the orders found', () => {
    expect(emailIndexQuery('bench12140@example.com')).toBe("'bench12140' & 'example'");
    expect(emailIndexQuery('ava.brown@shop.fr')).toBe("'ava' & 'brown' & 'shop'");
    // Not an email, a long last part, or nothing else to ask the index for: the usual query.
    expect(emailIndexQuery('ava com')).toBeNull();
    expect(emailIndexQuery('ava@example.comm')).toBeNull();
    expect(emailIndexQuery('@com')).toBeNull();
  });
});
