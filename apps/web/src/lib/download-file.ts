import { apiErrorFrom, NetworkError } from './api-client';

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // a malformed encoding: try the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : fallback;
}

/**
 * Fetches a file the API makes (a PDF) with the session cookie and saves it under the server's file
 * name through an object URL: no token ever travels in a URL (docs/product.md#calendar, docs/product.md#progress-report). Throws
 * `ApiError` (with the server's pt-BR `error`) or `NetworkError` as the JSON calls do.
 */
export async function downloadFile(url: string, fallbackName: string, method: 'GET' | 'POST' = 'GET') {
  let res: Response;
  try {
    res = await fetch(url, { method, credentials: 'include', headers: { accept: 'application/pdf, */*' } });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) throw await apiErrorFrom(res);
  const blob = await res.blob();
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
}
