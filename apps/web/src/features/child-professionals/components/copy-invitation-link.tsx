import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useInvitationLink } from '../api/invitation-link';
import { childProfessionalsMessages } from '../messages';

const m = childProfessionalsMessages.copyLink;

/** Copies to the clipboard; false when the browser has none or refuses. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Copiar link do convite" for one pending invitation (docs/product.md#invitation-e-mail-status):
 * the link is read from the server and copied, "Link copiado."; where the clipboard is not
 * available, it is shown selected in a read-only field to copy by hand.
 */
export function CopyInvitationLink({
  childId,
  invitation,
}: {
  childId: number;
  invitation: { id: number; professional_email: string };
}) {
  const toast = useToast();
  const read = useInvitationLink(childId);
  const [manual, setManual] = useState<string | null>(null);

  function copy() {
    if (read.isPending) return;
    read.mutate(invitation.id, {
      onSuccess: async ({ url }) => {
        if (await writeClipboard(url)) {
          setManual(null);
          toast(m.copied, 'success');
        } else {
          setManual(url);
        }
      },
      onError: (err) => toast(errorText(err, m.error), 'error'),
    });
  }

  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto">
      <Button
        variant="secondary"
        aria-label={`${m.button}: ${invitation.professional_email}`}
        pending={read.isPending}
        pendingLabel={m.reading}
        onClick={copy}
      >
        {m.button}
      </Button>
      {manual && (
        <TextField
          label={m.field}
          hint={m.manual}
          readOnly
          value={manual}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  );
}
