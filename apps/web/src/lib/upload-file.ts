import type { z } from 'zod';
import { ApiRequestError } from './api-client.ts';

/**
 * `POST /api<path>` of one file as multipart/form-data in the field `file` (the server's one
 * upload field, `apps/server/src/lib/upload.ts`), with its upload progress: `onProgress` gets
 * 0–1 as the bytes leave (XHR, since `fetch` reports no upload progress). Resolves with the
 * answer parsed by `schema`. The one upload path of the web app: profile photos and session
 * attachments.
 * @throws ApiRequestError with the server's `{type, message}`; when a proxy refuses the size
 *   without a JSON body, 413 `general_payload_too_large` (or `fallbackTypes[status]`);
 *   `network_error` (status 0) when the request fails; `invalid_response` when the answer does
 *   not match `schema`.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  options: {
    schema: z.ZodType<T>;
    onProgress?: (fraction: number) => void;
    /** The error type of a status whose answer has no JSON body, e.g. `{ 415: 'photo_type_not_allowed' }`. */
    fallbackTypes?: Record<number, string>;
  },
): Promise<T> {
  const { schema, onProgress, fallbackTypes = {} } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'network_error', 'Network error'));
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiRequestError(xhr.status, 'invalid_response', 'Unexpected answer'));
        return;
      }
      const body = payload as { type?: unknown; message?: unknown } | null;
      const fallback =
        fallbackTypes[xhr.status] ??
        (xhr.status === 413 ? 'general_payload_too_large' : 'general_server_error');
      reject(
        new ApiRequestError(
          xhr.status,
          typeof body?.type === 'string' ? body.type : fallback,
          typeof body?.message === 'string' ? body.message : xhr.statusText,
        ),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
