import { ApiError, ExportQueued, type DeleteAccount } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client.ts';

/** What asking for one's data gave: the ZIP (saved by the browser), or a mailed link to come. */
export type ExportOutcome = { kind: 'downloaded' } | { kind: 'mailed'; message: string };

/** Hand `blob` to the browser as a download named `fileName`. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click ran; free the memory a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * `GET /api/account/export`: a ZIP the browser saves at once, or (202) a large account's
 * export, whose link is mailed (docs/product.md#74-your-data). Not through the JSON client:
 * the answer is a file.
 * @throws ApiRequestError as the JSON client does (429 past the hourly limit).
 */
export async function downloadExport(): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'network_error', 'Network error');
  }
  if (response.status === 202) {
    const queued = ExportQueued.parse(await response.json());
    return { kind: 'mailed', message: queued.message };
  }
  if (!response.ok) {
    const payload = ApiError.safeParse(await response.json().catch(() => null));
    throw payload.success
      ? new ApiRequestError(response.status, payload.data.type, payload.data.message)
      : new ApiRequestError(response.status, 'general_server_error', response.statusText);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'pathwise-data.zip';
  saveFile(await response.blob(), name);
  return { kind: 'downloaded' };
}

/** "Download your data": {@link downloadExport} as a mutation (its state drives the button). */
export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}

/**
 * `DELETE /api/account`: delete the signed-in account, confirmed by `body`.
 * @throws ApiRequestError 401 `user_invalid_credentials`, 400 `general_argument_invalid`
 *   (a password is needed), 403 `user_reauthentication_required`, 429.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccount) => api('/account', { method: 'DELETE', body }),
  });
}
