import { errorCodes } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientRefusal } from './problem-titles';

describe('every framework error code a client can cause gets a title of ours', () => {
  const clientCodes = Object.entries(errorCodes)
    .map(([code, FastifyError]) => ({
      code,
      error: new (
        FastifyError as unknown as new (...args: string[]) => Error & { statusCode?: number }
      )('a', 'b', 'c'),
    }))
    .filter(({ error }) => (error.statusCode ?? 500) >= 400 && (error.statusCode ?? 500) < 500);

  it('finds the client errors of Fastify', () => {
    expect(clientCodes.map((c) => c.code)).toEqual(
      expect.arrayContaining([
        'FST_ERR_CTP_BODY_TOO_LARGE',
        'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        'FST_ERR_BAD_URL',
        'FST_ERR_MAX_PARAM_LENGTH',
      ]),
    );
  });

  it.each(
    Object.keys(errorCodes).filter(
      (code) =>
        code.startsWith('FST_ERR_CTP') ||
        ['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH'].includes(code),
    ),
  )('%s', (code) => {
    const match = clientCodes.find((c) => c.code === code);
    if (!match) return; // a server-side error code (500): answered with the bare 500 title
    const refusal = clientRefusal({ code, statusCode: match.error.statusCode })!;
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(refusal.status).toBeLessThan(500);
    expect(refusal.title).toMatch(/^[A-Z][^'"]+$/);
    expect(refusal.title).not.toContain(match.error.message);
  });

  it('answers the parser refusals of Node by their own status', () => {
    expect(clientRefusal({ code: 'HPE_HEADER_OVERFLOW', statusCode: 400 })).toEqual({
      status: 431,
      title: 'The request headers are too large',
    });
    expect(clientRefusal({ code: 'HPE_INVALID_METHOD', statusCode: 400 })).toEqual({
      status: 400,
      title: 'The request could not be processed',
    });
  });

  it('keeps server faults for the 500 handler', () => {
    expect(clientRefusal({ code: 'FST_ERR_REP_ALREADY_SENT', statusCode: 500 })).toBeNull();
    expect(clientRefusal({})).toBeNull();
  });
});
