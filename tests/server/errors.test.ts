import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFail, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const postLogin = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload,
    headers: { 'content-type': contentType },
  });

describe('client mistakes are 4xx with a clear message', () => {
  it('bad JSON is a 400', async () => {
    expectFail(await postLogin('{"username": "admin",'), 400, 'The request body is not valid JSON');
    expectFail(await postLogin('not json'), 400, 'The request body is not valid JSON');
  });

  it('prototype poisoning is refused', async () => {
    const response = await postLogin('{"username":"a","password":"b","__proto__":{"x":1}}');
    expect(response.statusCode).toBe(400);
  });

  it('a body that is not an object is a 400', async () => {
    expectFail(await postLogin('[1,2]'), 400, 'The request body must be a JSON object');
    expectFail(await postLogin('"text"'), 400, 'The request body must be a JSON object');
  });

  it('an unsupported content type is a 415', async () => {
    expectFail(await postLogin('<xml/>', 'application/xml'), 415, 'Unsupported content type for this call');
  });

  it('a body over the limit is a 413', async () => {
    const big = JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) });
    expectFail(await postLogin(big), 413, 'The request body is too large');
  });

  it('an unknown /api path or method is a JSON 404', async () => {
    expectFail(await t.app.inject('/api/nothing-here'), 404, 'Unknown API call: GET /api/nothing-here');
    expectFail(
      await t.app.inject({ method: 'DELETE', url: '/api/audios/1' }),
      404,
      'Unknown API call: DELETE /api/audios/1',
    );
  });

  it('a malformed URL escape is a 400, not a crash', async () => {
    const response = await t.app.inject('/api/audios?search=%E0%A4%A');
    expect(response.statusCode).toBeLessThan(500);
  });
});
