/**
 * What the server's logger writes (server/logging.ts): a request as its method, masked URL and
 * status, never its headers; an error without its secret-named fields, however an adapter nested
 * them.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, withoutSecrets } from '../../server/logging';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(chunk.toString()), done()) });
  return { logger: createLogger('info', sink), text: () => lines.join('') };
}

describe('the log keeps secrets out', () => {
  it('writes a logged error without its secrets, three levels down', () => {
    const { logger, text } = capture();
    const err = Object.assign(new Error('the store refused'), {
      password: 'p4ss-secret',
      request: { headers: { Authorization: 'Bearer header-secret', Cookie: 'sid=cookie-secret' }, path: '/orders' },
      response: { body: { access_token: 'token-secret' } },
    });
    logger.error({ err }, 'store call failed');
    const line = JSON.parse(text());
    expect(line.err.message).toBe('the store refused');
    expect(line.err.request.path).toBe('/orders');
    for (const secret of ['p4ss-secret', 'header-secret', 'cookie-secret', 'token-secret']) expect(text()).not.toContain(secret);
    expect(line.err.request.headers.Authorization).toBe('[Redacted]');
  });

  it('writes a request as its method, masked URL and peer, never its headers', () => {
    const { logger, text } = capture();
    const req = {
      method: 'GET',
      url: '/new-user?user_id=5&verify_token=link-secret',
      headers: { authorization: 'Bearer header-secret' },
      socket: { remoteAddress: '10.0.0.7' },
    };
    logger.info({ req }, 'request completed');
    expect(JSON.parse(text()).req).toEqual({
      method: 'GET',
      url: '/new-user?user_id=5&verify_token=[Redacted]',
      remoteAddress: '10.0.0.7',
    });
    expect(text()).not.toContain('secret');
  });

  it('leaves values that are not objects, and arrays of records, as they are apart from secrets', () => {
    expect(withoutSecrets('plain')).toBe('plain');
    expect(withoutSecrets([{ token: 'x', id: 1 }])).toEqual([{ token: '[Redacted]', id: 1 }]);
  });
});
