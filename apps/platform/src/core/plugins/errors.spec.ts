import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  // What busboy (under @fastify/multipart) throws for a broken form, and a genuine failure.
  const thrown: Record<string, Error> = {
    'no-boundary': new Error('Multipart: Boundary not found'),
    'cut-off': new Error('Unexpected end of multipart data'),
    'long-boundary': new Error('The needle cannot have a length bigger than 256.'),
    bug: new Error('connection refused'),
  };
  beforeAll(async () => {
    await app.register(errorsPlugin);
    app.get('/throw/:what', async (request) => {
      throw thrown[(request.params as { what: string }).what];
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['no-boundary', 'cut-off', 'long-boundary'])(
    'answers a broken multipart form (%s) 400 with the envelope',
    async (what) => {
      const res = await app.inject({ method: 'GET', url: `/throw/${what}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    },
  );

  it('keeps any other plain error a 500 that says nothing more', async () => {
    const res = await app.inject({ method: 'GET', url: '/throw/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Internal error', value: null });
  });
});
