import type { AdminTermsVersion } from '@neurobridge/shared/api/admin-terms';
import { useQuery } from '@tanstack/react-query';
import { TermsBody } from '../../../components/terms/terms-body';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingOrError } from '../../../components/ui/load-error';
import { fmt } from '../../../locales/pt-BR/messages';
import { formatWhen } from './format';
import { adminTermsMessages as m } from './messages';
import { adminTermsVersionQuery } from './terms-api';

/** A published version, read as the families read it: the same renderer (docs/product.md#admin-terms). */
export function TermsVersionDialog({ version, onClose }: { version: AdminTermsVersion; onClose: () => void }) {
  const query = useQuery(adminTermsVersionQuery(version.version));
  const doc = query.data;
  return (
    <Dialog open size="lg" title={fmt(m.versionDialog, { version: version.version })} onClose={onClose}>
      <p className="text-sm text-muted">
        {version.published_at
          ? fmt(m.versionMeta, { when: formatWhen(version.published_at), who: version.published_by ?? m.nobody })
          : m.versionBuiltInMeta}
      </p>
      <p className="mt-1 text-sm break-all text-muted">{fmt(m.versionHash, { hash: version.text_hash })}</p>
      {doc ? (
        <>
          {doc.summary && (
            <section aria-labelledby="terms-version-summary" className="mt-4 rounded-xl bg-brand-50 p-4">
              <h3 id="terms-version-summary" className="text-lg font-bold">
                {m.versionSummary}
              </h3>
              <TermsBody text={doc.summary} />
            </section>
          )}
          <section aria-label={m.versionText} className="mt-4 leading-relaxed">
            {doc.title && <h3 className="my-3 text-xl font-bold">{doc.title}</h3>}
            <TermsBody text={doc.text} />
          </section>
        </>
      ) : (
        <div className="mt-4">
          <LoadingOrError read={query} errorFallback={m.versionLoadError} />
        </div>
      )}
    </Dialog>
  );
}
