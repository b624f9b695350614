import { useEffect, useMemo } from 'react';

/** A url for a blob made on the device (a new photo's preview, a new recording), let go when it changes. */
export function useBlobUrl(blob: Blob | null): string | null {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
