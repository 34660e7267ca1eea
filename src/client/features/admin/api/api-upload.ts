import { ApiError, describeFailedResponse, type HttpMethod, NetworkError } from '../../../lib/api';

/**
 * Like apiRequest, for a multipart body: the browser sets the Content-Type with its boundary.
 * Failures become the same ApiError / NetworkError.
 */
export async function apiUpload<T = unknown>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body: FormData,
  /** Extra request headers, such as the If-Match of an edit. */
  headers?: Record<string, string>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...headers },
    });
  } catch {
    throw new NetworkError('Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  if (!response.ok) {
    const { detail, code } = describeFailedResponse(response.status, response.statusText, text);
    throw new ApiError(response.status, detail, code);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
