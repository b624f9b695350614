import { shopRewardBody, type ShopReward, type ShopRewardBody } from '@neurobridge/shared/api/stars';
import { REWARD_PICTURES, type PictureKey } from '@neurobridge/shared/domain/pictures';
import {
  REWARD_NAME_MAX,
  REWARD_PRICE_MAX,
  REWARD_PRICE_MIN,
  REWARD_SIZE_LABELS,
  REWARD_SIZES,
  type RewardSize,
} from '@neurobridge/shared/domain/stars';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions, FormAlert } from '../../../components/ui/form-parts';
import { SelectField, TextField } from '../../../components/ui/field';
import { PicturePicker } from '../../../components/ui/picture-picker';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useAddReward, useUpdateReward } from '../api/stars';
import { starsMessages } from '../messages';

interface Values {
  name: string;
  picture: PictureKey | null;
  price: string;
  size: RewardSize;
}

const FIELDS = ['name', 'picture', 'price', 'size'] as const;

function bodyOf(values: Values) {
  const price = values.price.trim();
  return {
    name: values.name,
    picture: values.picture,
    // Empty or not a number: NaN, which the schema refuses with the price's message.
    price: price === '' ? Number.NaN : Number(price),
    size: values.size,
  };
}

/**
 * 'Adicionar recompensa' and 'Editar' (docs/product.md#stars-and-the-reward-shop): name, picture
 * (the rewards' pictures first), price 1–500 and size, checked with the server's schema; the
 * server's refusals of a field show beside it. One Idempotency-Key per dialog, so a doubled
 * 'Salvar' adds one reward. Its own chunk: the schema needs zod.
 */
export function RewardFormModal({
  childId,
  reward,
  onClose,
}: {
  childId: number;
  /** The reward to edit; none for a new one. */
  reward?: ShopReward;
  onClose: () => void;
}) {
  const t = starsMessages.dialog;
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => ({
    name: reward?.name ?? '',
    picture: reward?.picture ?? null,
    price: reward ? String(reward.price) : '',
    size: reward?.size ?? 'pequena',
  }));
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [idempotencyKey] = useIdempotencyKey();
  const add = useAddReward(childId);
  const update = useUpdateReward(childId);
  const mutation = reward ? update : add;
  const runAdd = useLockedMutation(add);
  const runUpdate = useLockedMutation(update);
  const pending = mutation.isPending;

  const body = bodyOf(values);
  const own = formErrors(shopRewardBody, body);
  // The server's refusal of a field stays beside it until the field changes.
  const [refused, setRefused] = useState<Partial<Record<keyof Values, string>>>({});
  const errorOf = (field: keyof Values) => refused[field] ?? (touched[field] ? own[field] : undefined);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setRefused((r) => ({ ...r, [key]: undefined }));
  };
  const touch = (key: keyof Values) => setTouched((v) => ({ ...v, [key]: true }));
  const generalError =
    mutation.isError && !FIELDS.some((f) => serverFieldErrors(mutation.error)[f])
      ? errorText(mutation.error, t.error)
      : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched({ name: true, picture: true, price: true, size: true });
    if (hasErrors(own) || pending) return;
    const valid = body as ShopRewardBody;
    const options = {
      onSuccess: (saved: ShopReward) => {
        toast(fmt(reward ? t.updated : t.added, { name: saved.name }), 'success');
        onClose();
      },
      onError: (err: unknown) => setRefused(serverFieldErrors(err)),
    };
    if (reward) runUpdate({ rewardId: reward.id, body: valid }, options);
    else runAdd({ body: valid, idempotencyKey }, options);
  }

  return (
    <Dialog open title={reward ? t.editTitle : t.addTitle} onClose={pending ? undefined : onClose} size="lg">
      <form id="reward-form" onSubmit={submit} noValidate className="max-h-[60vh] overflow-y-auto pr-1">
        <TextField
          label={t.name}
          hint={t.nameHint}
          value={values.name}
          limit={REWARD_NAME_MAX}
          autoComplete="off"
          required
          onChange={(e) => set('name', e.target.value)}
          onBlur={() => touch('name')}
          error={errorOf('name')}
        />
        <PicturePicker
          label={t.picture}
          value={values.picture}
          first={REWARD_PICTURES}
          onChange={(key) => {
            set('picture', key);
            touch('picture');
          }}
          error={errorOf('picture')}
        />
        <TextField
          label={t.price}
          hint={t.priceHint}
          type="number"
          inputMode="numeric"
          min={REWARD_PRICE_MIN}
          max={REWARD_PRICE_MAX}
          step={1}
          value={values.price}
          required
          onChange={(e) => set('price', e.target.value)}
          onBlur={() => touch('price')}
          error={errorOf('price')}
        />
        <SelectField
          label={t.size}
          value={values.size}
          onChange={(e) => set('size', e.target.value as RewardSize)}
          error={errorOf('size')}
        >
          {REWARD_SIZES.map((size) => (
            <option key={size} value={size}>
              {REWARD_SIZE_LABELS[size]}
            </option>
          ))}
        </SelectField>
        <FormAlert text={generalError} />
      </form>
      <FormActions form="reward-form" saveLabel={t.save} pendingLabel={t.saving} pending={pending} onCancel={onClose} />
    </Dialog>
  );
}
