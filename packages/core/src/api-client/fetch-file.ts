import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from './api-error.ts';
import { requestURL, type RequestConnection, type RequestOptions } from './json-requester.ts';

/**
 * GETs a file (a CSV or PDF report) with the client's token and answers its bytes as a Blob, for the page to
 * save with `URL.createObjectURL`. An error answer is read as the API's `{message, code}` and thrown as
 * {@link ApiError}, as the JSON calls do; a file download is never repeated.
 */
export async function fetchFile(
  connection: RequestConnection,
  path: string,
  query: Record<string, string>,
  options: RequestOptions = {},
): Promise<Blob> {
  const token = connection.getAccessToken?.() || null;
  let response: Response;
  try {
    response = await connection.fetch(requestURL(connection.baseURL, path, query), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw new ApiError({
      status: 0,
      code: options.signal?.aborted ? CLIENT_ERROR_CODES.aborted : CLIENT_ERROR_CODES.network,
      message: `GET ${path} failed: the server could not be reached.`,
      cause: error,
    });
  }
  if (response.status === 401 && token) connection.onUnauthorized?.();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw apiErrorFromResponse(
      response.status,
      response.statusText,
      body,
      response.headers.get('retry-after'),
    );
  }
  try {
    return await response.blob();
  } catch (error) {
    // The connection broke while the file streamed in.
    throw new ApiError({
      status: 0,
      code: options.signal?.aborted ? CLIENT_ERROR_CODES.aborted : CLIENT_ERROR_CODES.network,
      message: `GET ${path} stopped before the whole file arrived.`,
      cause: error,
    });
  }
}
