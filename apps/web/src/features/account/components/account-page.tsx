import type { AccountProfile, ConsentRecord, DataRecipient } from '@neurobridge/shared/api/account';
import { formatDate } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { LoadingOrError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { accountQueryOptions, useDownloadAccount } from '../api/account';
import { formatDateTime } from '../format';
import { accountMessages as m } from '../messages';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * 'Minha conta' (docs/product.md#my-account): the profile, the consent history, who receives the
 * person's data, the download of everything (docs/product.md#data-download) and deleting the
 * account (docs/product.md#account-deletion). `onDeleted` runs after the account is gone.
 */
export function AccountPage({
  onDeleted,
  professionalSection,
}: {
  onDeleted: () => void;
  /** An account that may act as a professional: its details (docs/product.md#professional-profile). */
  professionalSection?: ReactNode;
}) {
  const account = useQuery(accountQueryOptions);

  let body;
  if (!account.data) {
    body = <LoadingOrError read={account} errorFallback={m.loadError} />;
  } else {
    body = (
      <div className="grid gap-6">
        <ProfileSection profile={account.data.profile} />
        {professionalSection}
        <ConsentsSection consents={account.data.consents} />
        <RecipientsSection recipients={account.data.recipients} />
        <DownloadSection />
        <DeleteSection onDeleted={onDeleted} />
      </div>
    );
  }

  return (
    <>
      <h1 className="text-3xl font-bold">{m.title}</h1>
      <p className="mt-1 mb-6 text-lg text-muted">{m.intro}</p>
      {body}
    </>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {intro && <p className="mt-1 text-muted">{intro}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

function ProfileSection({ profile }: { profile: AccountProfile }) {
  const t = m.profile;
  const rows: [string, string | null][] = [
    [t.name, profile.full_name],
    [t.email, profile.email],
    [t.role, profile.role ? t.roles[profile.role] : null],
    [t.phone, profile.phone_number],
    [t.birthDate, profile.birth_date ? formatDate(profile.birth_date) : null],
    [t.location, profile.location],
    [t.language, profile.language_preference],
    [t.timezone, profile.timezone],
    [t.createdAt, formatDate(profile.created_at)],
  ];
  return (
    <Section id="account-profile" title={t.heading}>
      <div className="flex items-center gap-4">
        {profile.picture && (
          <img src={profile.picture} alt="" className="size-16 rounded-full" referrerPolicy="no-referrer" />
        )}
        <DetailList rows={rows} none={t.none} className="flex-1 sm:grid-cols-2" />
      </div>
    </Section>
  );
}

function ConsentsSection({ consents }: { consents: ConsentRecord[] }) {
  const t = m.consents;
  return (
    <Section id="account-consents" title={t.heading} intro={t.intro}>
      {consents.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          {/* A table from `md` on; on a phone each acceptance is a short list (display: none hides the other). */}
          <table className="hidden w-full border-collapse text-left md:table">
            <thead>
              <tr className="border-b border-slate-300 text-sm">
                <th scope="col" className="py-2 pr-3">
                  {t.version}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.acceptedAt}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.ip}
                </th>
                <th scope="col" className="py-2">
                  {t.browser}
                </th>
              </tr>
            </thead>
            <tbody>
              {consents.map((c) => (
                <tr key={`${c.accepted_at}-${c.terms_version}`} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3 font-semibold">{c.terms_version}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(c.accepted_at)}</td>
                  <td className="py-2 pr-3 break-all">{c.ip_address ?? t.unknown}</td>
                  <td className="py-2 text-sm wrap-anywhere">{c.user_agent ?? t.unknown}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="grid gap-3 md:hidden">
            {consents.map((c) => (
              <li key={`${c.accepted_at}-${c.terms_version}`} className="rounded-xl border border-slate-200 p-3">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  <dt className="font-semibold">{t.version}</dt>
                  <dd>{c.terms_version}</dd>
                  <dt className="font-semibold">{t.acceptedAt}</dt>
                  <dd>{formatDateTime(c.accepted_at)}</dd>
                  <dt className="font-semibold">{t.ip}</dt>
                  <dd className="break-all">{c.ip_address ?? t.unknown}</dd>
                  <dt className="font-semibold">{t.browser}</dt>
                  <dd className="text-sm wrap-anywhere">{c.user_agent ?? t.unknown}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function RecipientsSection({ recipients }: { recipients: DataRecipient[] }) {
  const t = m.recipients;
  return (
    <Section id="account-recipients" title={t.heading} intro={t.intro}>
      <ul className="grid gap-4">
        {recipients.map((r, i) => (
          <li key={`${r.kind}-${r.email ?? i}`} className="rounded-xl border border-slate-200 p-4">
            <Badge tone={r.external ? 'info' : 'neutral'}>{t.kinds[r.kind]}</Badge>
            <p className="mt-2 font-semibold wrap-anywhere">{r.name}</p>
            {r.email && <p className="break-all text-muted">{r.email}</p>}
            <p className="mt-1">{r.purpose}</p>
            {r.children.length > 0 && <p className="mt-1">{fmt(t.children, { names: r.children.join(', ') })}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DownloadSection() {
  const t = m.download;
  const toast = useToast();
  const download = useDownloadAccount();
  const run = useLockedMutation(download);
  return (
    <Section id="account-download" title={t.heading}>
      <p>{t.text}</p>
      <Button
        className="mt-4"
        pending={download.isPending}
        pendingLabel={t.pending}
        onClick={() => run(undefined, { onSuccess: (name) => toast(fmt(t.done, { name }), 'success') })}
      >
        <Download aria-hidden className="size-5" />
        {t.button}
      </Button>
      {download.isError && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
          {errorText(download.error, t.error)}
        </p>
      )}
    </Section>
  );
}

function DeleteSection({ onDeleted }: { onDeleted: () => void }) {
  const t = m.remove;
  const [open, setOpen] = useState(false);
  return (
    <Section id="account-delete" title={t.heading}>
      <p>{t.text}</p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="size-5" />
        {t.button}
      </Button>
      {open && <DeleteAccountDialog onCancel={() => setOpen(false)} onDeleted={onDeleted} />}
    </Section>
  );
}
