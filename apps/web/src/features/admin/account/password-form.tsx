import { ADMIN_PASSWORD_MAX, adminAuthApi, adminPasswordBody } from '@neurobridge/shared/api/admin-auth';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { adminCall } from '../api/admin-client';
import { adminAccountMessages } from './messages';

const t = adminAccountMessages.password;
type Field = 'current_password' | 'new_password' | 'confirm';
const EMPTY = { current_password: '', new_password: '', confirm: '' };

/**
 * 'Senha' (docs/product.md#admin-account): the current password, the new one twice; the contract's
 * checks first, then the server's (a wrong current password, a weak or unchanged new one) beside
 * their fields. The admin's other sign-ins end; this one stays.
 */
export function PasswordForm() {
  const toast = useToast();
  const change = useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      adminCall(adminAuthApi.changePassword, { body }),
  });
  const run = useLockedMutation(change);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { current_password: values.current_password, new_password: values.new_password };
    const found: FormErrors<Field> = formErrors(adminPasswordBody, body);
    if (!found.new_password && values.new_password !== values.confirm) found.confirm = t.mismatch;
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    run(body, {
      onSuccess: () => {
        setValues(EMPTY);
        toast(t.done, 'success');
      },
      onError: (err) => {
        const fields = serverFieldErrors(err);
        if (hasErrors(fields)) setErrors(fields);
        else setFailure(errorText(err, t.error));
      },
    });
  }

  return (
    <Card aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="text-xl font-bold">
        {t.heading}
      </h2>
      <p className="mt-1 text-muted">{t.intro}</p>
      <form noValidate onSubmit={submit} className="mt-4 max-w-md">
        <TextField
          label={t.current}
          type="password"
          autoComplete="current-password"
          limit={ADMIN_PASSWORD_MAX}
          value={values.current_password}
          error={errors.current_password}
          onChange={(e) => set('current_password', e.target.value)}
        />
        <TextField
          label={t.new}
          hint={t.newHint}
          type="password"
          autoComplete="new-password"
          limit={ADMIN_PASSWORD_MAX}
          value={values.new_password}
          error={errors.new_password}
          onChange={(e) => set('new_password', e.target.value)}
        />
        <TextField
          label={t.confirm}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={(e) => set('confirm', e.target.value)}
        />
        {failure && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
            {failure}
          </p>
        )}
        <Button type="submit" pending={change.isPending} pendingLabel={t.submitting}>
          {t.submit}
        </Button>
      </form>
    </Card>
  );
}
