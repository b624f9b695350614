import {
  adminProfessionalsApi,
  PROFESSIONAL_SEARCH_MAX,
  type AdminProfessional,
} from '@neurobridge/shared/api/admin-professionals';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { pageItems } from '../../../lib/api';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { LoadMore } from '../shell/load-more';
import { useSearchState } from '../../../lib/use-search-state';
import { EndAccessDialog } from './end-access-dialog';
import { professionalName } from './format';
import { adminProfessionalsMessages as m } from './messages';
import { professionalsPagesQuery, useVerifyProfessional } from './professionals-api';
import { ProfessionalsTable } from './professionals-table';
import { SearchBox } from './search-box';

const VERIFIED = ['yes', 'no'] as const;

/**
 * /admin/profissionais (docs/product.md#admin-professionals): every professional newest first,
 * searched and filtered on the server (the search and filter in the URL, docs/product.md#admin-tables),
 * 'Carregar mais' by cursor; 'Verificar' at once, 'Remover verificação' and 'Encerrar acesso' after
 * asking.
 */
export function ProfessionalsScreen() {
  const toast = useToast();
  const [search, setSearch] = useSearchState(['q', 'verified'] as const);
  const verified = (VERIFIED as readonly string[]).includes(search.verified)
    ? (search.verified as (typeof VERIFIED)[number])
    : undefined;
  const filters = { ...(search.q ? { q: search.q } : {}), ...(verified ? { verified } : {}) };
  const pages = useInfiniteQuery({ ...professionalsPagesQuery(filters), placeholderData: keepPreviousData });
  const verify = useVerifyProfessional();
  const runVerify = useLockedMutation(verify);
  const [unverifying, setUnverifying] = useState<AdminProfessional | null>(null);
  const [ending, setEnding] = useState<AdminProfessional | null>(null);

  const professionals = pageItems(adminProfessionalsApi.list, pages.data);
  const filtered = Boolean(search.q || verified);

  function onVerify(p: AdminProfessional) {
    const name = professionalName(p);
    runVerify(
      { id: p.id, action: 'verify' },
      {
        onSuccess: () => toast(fmt(m.verified, { name }), 'success'),
        onError: (err) => toast(errorText(err, m.verifyError), 'error'),
      },
    );
  }

  let content;
  if (pages.isPending) content = <Spinner label={m.loading} />;
  else if (pages.isError && professionals.length === 0)
    content = (
      <LoadError
        text={errorText(pages.error, m.loadError)}
        retrying={pages.isFetching}
        onRetry={() => void pages.refetch({ cancelRefetch: false })}
      />
    );
  else if (professionals.length === 0)
    content = (
      <p className="rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-slate-200">
        {filtered ? m.emptyFiltered : m.empty}
      </p>
    );
  else
    content = (
      <>
        <ProfessionalsTable
          professionals={professionals}
          verifyingId={verify.isPending ? (verify.variables?.id ?? null) : null}
          onVerify={onVerify}
          onUnverify={(p) => {
            verify.reset();
            setUnverifying(p);
          }}
          onEndAccess={setEnding}
        />
        <LoadMore pages={pages} label={m.more} loadingLabel={m.loadingMore} errorFallback={m.loadError} />
      </>
    );

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
        </div>
        <ButtonLink to={paths.adminInvitations} variant="secondary">
          <Mail aria-hidden className="size-5" />
          {m.invitationsLink}
        </ButtonLink>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <SearchBox
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          limit={PROFESSIONAL_SEARCH_MAX}
          value={search.q}
          onSearch={(q) => setSearch({ q })}
        />
        <div className="w-56">
          <SelectField
            label={m.filter}
            value={verified ?? ''}
            onChange={(e) => setSearch({ verified: e.target.value })}
          >
            <option value="">{m.filters.all}</option>
            {VERIFIED.map((v) => (
              <option key={v} value={v}>
                {m.filters[v]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <section aria-labelledby="professionals-list-title" className="mt-2">
        <h2 id="professionals-list-title" className="sr-only">
          {m.heading}
        </h2>
        {content}
      </section>
      {unverifying && (
        <ConfirmDialog
          title={fmt(m.unverifyTitle, { name: professionalName(unverifying) })}
          text={fmt(m.unverifyText, { name: professionalName(unverifying) })}
          confirmLabel={m.unverify}
          pending={verify.isPending}
          error={verify.isError ? errorText(verify.error, m.unverifyError) : undefined}
          onCancel={() => setUnverifying(null)}
          onConfirm={() =>
            runVerify(
              { id: unverifying.id, action: 'unverify' },
              {
                onSuccess: () => {
                  toast(fmt(m.unverified, { name: professionalName(unverifying) }), 'success');
                  setUnverifying(null);
                },
              },
            )
          }
        />
      )}
      {ending && (
        <EndAccessDialog
          professional={ending}
          onCancel={() => setEnding(null)}
          onDone={(result) => {
            const name = professionalName(ending);
            const text = result.ended === 0 ? m.endedNone : result.ended === 1 ? m.endedOne : m.ended;
            toast(fmt(text, { name, n: result.ended }), 'success');
            setEnding(null);
          }}
        />
      )}
    </>
  );
}
