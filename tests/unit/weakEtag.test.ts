/** The API's ETag is the value Express's own weak ETag gives (values below from the `etag` package), so caches and 304s behave as before. */
import { expect, it } from 'vitest';
import { weakEtag } from '../../server/http/etag';

it('gives the ETag Express would, for text and bytes', () => {
  const expressEtags: Array<[string, string]> = [
    ['', 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"'],
    ['[{"a":1}]', 'W/"9-5fopq0s76Ev7qnZMa5K6WEBbG6g"'],
    ['é'.repeat(1000), 'W/"7d0-KGvouYH+hWhLmwcdWkfIIn62L5I"'],
  ];
  for (const [body, expected] of expressEtags) {
    expect(weakEtag(body)).toBe(expected);
    expect(weakEtag(Buffer.from(body))).toBe(expected);
  }
});
