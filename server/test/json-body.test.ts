import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/http/errors';
import { JSON_TOO_DEEP, jsonNestsDeeperThan, registerJsonBodyParser } from '../src/http/json-body';
import { expectFailure } from './failure-answers';

describe('jsonNestsDeeperThan', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('counts arrays and objects, the top-level value being level 1', () => {
    expect(jsonNestsDeeperThan('{}', 0)).toBe(true);
    expect(jsonNestsDeeperThan('{}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}\\\\"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\\\","b":${nested(5)}}`, 5)).toBe(true);
  });

  it('reads a megabyte of nesting in one pass, without recursion', () => {
    expect(jsonNestsDeeperThan(nested(500_000), 32)).toBe(true);
    expect(jsonNestsDeeperThan(`[${'1,'.repeat(500_000)}1]`, 32)).toBe(false);
  });
});

describe('registerJsonBodyParser', () => {
  async function app() {
    const instance = Fastify();
    registerErrorHandling(instance);
    registerJsonBodyParser(instance);
    instance.post('/echo', async (request) => request.body);
    await instance.ready();
    return instance;
  }
  const post = async (payload: string) =>
    (await app()).inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload,
    });

  it('parses JSON as before', async () => {
    const response = await post('{"a":[1,{"b":"[["}]}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ a: [1, { b: '[[' }] });
  });

  it('answers 400 with the depth message to a body of 5,000 nested arrays', async () => {
    const response = await post(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expectFailure(response, 400, JSON_TOO_DEEP);
    expect(JSON_TOO_DEEP).toBe('The request body is nested too deeply (at most 32 levels).');
  });

  it('keeps the answers of bad, empty and poisoned JSON', async () => {
    expect((await post('{')).json().message).toBe('The request body is not valid JSON.');
    expect((await post('')).json().message).toBe('The request body is empty. Send a JSON object.');
    const poisoned = await post('{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });
});
