import { useEffect, useState } from 'react';
import { adminAuthMessages } from './messages';

const t = adminAuthMessages.totp;

/**
 * The QR code of an `otpauth://` address, for the authenticator app's camera
 * (docs/product.md#admin-account). Drawn in the browser as an SVG by `qrcode`, loaded only when a
 * set-up shows it; the key stays beside it to type by hand, so a failure here only hides the picture.
 */
export function TotpQrCode({ url }: { url: string }) {
  const [drawn, setDrawn] = useState<{ url: string; svg: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => live && setDrawn({ url, svg }))
      .catch(() => live && setFailed(url));
    return () => {
      live = false;
    };
  }, [url]);
  if (failed === url) return <p className="text-sm text-muted">{t.qrFailed}</p>;
  const svg = drawn?.url === url ? drawn.svg : null;
  return (
    <div className="size-48 shrink-0 rounded-xl bg-white p-1 ring-1 ring-slate-300">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t.qrAlt}
          width={184}
          height={184}
          data-testid="totp-qr"
          className="size-full"
        />
      ) : (
        <p role="status" className="flex size-full items-center justify-center text-center text-sm text-muted">
          {t.qrLoading}
        </p>
      )}
    </div>
  );
}
