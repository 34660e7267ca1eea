import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, describeFailedResponse, getErrorMessage, NetworkError } from './api';

describe('describeFailedResponse', () => {
  it("uses the JSON body's message and code", () => {
    expect(
      describeFailedResponse(
        409,
        'Conflict',
        '{"message":"Username already exists","code":"USERNAME_TAKEN"}',
      ),
    ).toEqual({ detail: 'Username already exists', code: 'USERNAME_TAKEN' });
  });

  it('falls back to the body text when it is not an error body', () => {
    expect(describeFailedResponse(500, 'Internal Server Error', 'Gateway exploded')).toEqual({
      detail: 'Gateway exploded',
    });
    expect(describeFailedResponse(400, 'Bad Request', '{"error":"nope"}')).toEqual({
      detail: '{"error":"nope"}',
    });
    expect(describeFailedResponse(400, 'Bad Request', '{"message":"nope","code":7}')).toEqual({
      detail: '{"message":"nope","code":7}',
    });
    expect(describeFailedResponse(400, 'Bad Request', '["nope"]')).toEqual({ detail: '["nope"]' });
  });

  it('falls back to the status text for an empty body', () => {
    expect(describeFailedResponse(502, 'Bad Gateway', '  ')).toEqual({ detail: 'Bad Gateway' });
  });

  it('still says something when there is neither body nor status text', () => {
    expect(describeFailedResponse(503, '', '')).toEqual({
      detail: 'Request failed with status 503',
    });
  });
});

describe('ApiError', () => {
  it("reads '{status}: {message}' and keeps the parts", () => {
    const error = new ApiError(401, 'Invalid username or password', 'INVALID_CREDENTIALS');
    expect(error.message).toBe('401: Invalid username or password');
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Invalid username or password');
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error).toBeInstanceOf(Error);
  });
});

describe('getErrorMessage', () => {
  it("gives the server's words for an ApiError, without the status", () => {
    expect(getErrorMessage(new ApiError(409, 'Username already exists'))).toBe(
      'Username already exists',
    );
  });

  it('gives the message of other errors and a generic line for anything else', () => {
    expect(getErrorMessage(new NetworkError('Offline'))).toBe('Offline');
    expect(getErrorMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubFetch(response: Response) {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('sends JSON with cookies and the content type only when there is a body', async () => {
    const fetchMock = stubFetch(new Response('{"id":1}', { status: 200 }));
    await expect(apiRequest('POST', '/api/login', { username: 'a' })).resolves.toEqual({ id: 1 });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"username":"a"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });

    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
  });

  it('omits the content type without a body', async () => {
    const fetchMock = stubFetch(new Response('[]', { status: 200 }));
    await apiRequest('GET', '/api/notifications');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.body).toBeUndefined();
  });

  it('throws an ApiError for a non-OK answer', async () => {
    stubFetch(
      new Response('{"message":"Invalid username or password"}', {
        status: 401,
        statusText: 'Unauthorized',
      }),
    );
    const error = await apiRequest('POST', '/api/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Invalid username or password');
  });

  it('throws a NetworkError when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    await expect(apiRequest('GET', '/api/user')).rejects.toBeInstanceOf(NetworkError);
  });
});
