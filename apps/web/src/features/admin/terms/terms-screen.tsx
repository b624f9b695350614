import type { AdminTermsList, AdminTermsVersion } from '@neurobridge/shared/api/admin-terms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { fmt } from '../../../locales/pt-BR/messages';
import { TableScroll } from '../shell/table-scroll';
import { formatWhen, shortHash } from './format';
import { adminTermsMessages as m } from './messages';
import { adminTermsQuery } from './terms-api';
import { NewTermsForm } from './terms-form';
import { TermsVersionDialog } from './terms-version-dialog';

/**
 * /admin/termos (docs/product.md#admin-terms): the current version, every published one (each
 * readable as the families read it) and the form of a new version, previewed and then published.
 */
export function TermsScreen() {
  const query = useQuery({ ...adminTermsQuery, staleTime: 0 });
  let body;
  if (query.isPending) body = <Spinner label={m.loading} />;
  else if (query.isError)
    body = (
      <LoadError
        text={errorText(query.error, m.loadError)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <TermsOverview list={query.data} />;
  return (
    <>
      <h1 className="text-3xl font-bold">{m.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
      <div className="mt-6 max-w-5xl">{body}</div>
    </>
  );
}

function TermsOverview({ list }: { list: AdminTermsList }) {
  const [reading, setReading] = useState<AdminTermsVersion | null>(null);
  return (
    <>
      <Card>
        <h2 className="text-lg font-bold">{m.current}</h2>
        <p className="mt-1 text-3xl font-bold" data-testid="terms-current">
          {list.current}
        </p>
        <p className="mt-1 text-sm text-muted">{m.currentHint}</p>
      </Card>

      <section aria-labelledby="terms-versions-title" className="mt-6">
        <h2 id="terms-versions-title" className="mb-3 text-xl font-bold">
          {m.versions}
        </h2>
        {list.versions.length === 0 ? (
          <Card>
            <p>{m.empty}</p>
          </Card>
        ) : (
          <VersionsTable versions={list.versions} onRead={setReading} />
        )}
      </section>

      <NewTermsForm current={list.current} nextVersion={list.next_version} />

      {reading && <TermsVersionDialog version={reading} onClose={() => setReading(null)} />}
    </>
  );
}

function VersionsTable({
  versions,
  onRead,
}: {
  versions: AdminTermsVersion[];
  onRead: (version: AdminTermsVersion) => void;
}) {
  const head = [m.version, m.docTitle, m.publishedAt, m.publishedBy, m.acceptances, m.hash, m.actions];
  return (
    <TableScroll label={m.versions} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">{m.versions}</caption>
        <thead>
          <tr className="text-sm text-muted">
            {head.map((h) => (
              <th key={h} scope="col" className="pr-4 pb-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version} className="border-t border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-semibold whitespace-nowrap">
                {v.version}
                {v.current && (
                  <>
                    {' '}
                    <Badge tone="success">{m.currentBadge}</Badge>
                  </>
                )}
              </th>
              <td className="py-3 pr-4">{v.title ?? m.builtIn}</td>
              <td className="py-3 pr-4 text-sm whitespace-nowrap">
                {v.published_at ? formatWhen(v.published_at) : m.builtInWhen}
              </td>
              <td className="py-3 pr-4 text-sm">{v.published_by ?? m.nobody}</td>
              <td className="py-3 pr-4 text-sm">{v.acceptances.toLocaleString('pt-BR')}</td>
              <td className="py-3 pr-4 font-mono text-sm">{shortHash(v.text_hash)}</td>
              <td className="py-3">
                <Button
                  variant="secondary"
                  aria-label={fmt(m.readLabel, { version: v.version })}
                  onClick={() => onRead(v)}
                >
                  {m.read}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
