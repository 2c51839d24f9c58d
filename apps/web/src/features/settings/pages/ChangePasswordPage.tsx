/**
 * /settings/change-password (spec 000 §2, §5 Change password, §8): the form of {@link ChangePasswordForm};
 * success toasts 'Password successfully changed', failure 'Password not changed' with the server's joined
 * ModelState messages, each also shown under its field (a common or breached new password, issue 35, under
 * 'New password'). Every other session of the account ends on the server; this one stays signed in.
 */
import { useApp } from '../../../shared/app-feedback';
import { SETTINGS_MESSAGES, modelStateMessages } from '@portal/contracts';
import { isApiError } from '../../../api/api-error';
import { SettingsCard } from '../../../shared/components/SettingsCard';
import {
  ChangePasswordForm,
  type ChangePasswordFieldErrors,
  type ChangePasswordValues,
} from '../components/ChangePasswordForm';
import { useChangePassword } from '../queries';

/** The text of a failed change: 'Password not changed' and the server's field messages. */
export function passwordNotChangedText(error: unknown): string {
  const details = isApiError(error) ? modelStateMessages(error.errors) || error.message : '';
  return details
    ? `${SETTINGS_MESSAGES.passwordNotChanged}. ${details}`
    : SETTINGS_MESSAGES.passwordNotChanged;
}

/** The server's ModelState keys (`model.NewPassword`) → the form's fields (`newPassword`). */
export function passwordFieldErrors(error: unknown): ChangePasswordFieldErrors {
  const fields: ChangePasswordFieldErrors = {};
  const errors = isApiError(error) ? (error.errors ?? {}) : {};
  for (const [key, messages] of Object.entries(errors)) {
    const name = key.replace(/^model\./, '');
    const field = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
    if (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword')
      fields[field] = messages;
  }
  return fields;
}

/** Renders the change-password page. */
export default function ChangePasswordPage() {
  const { message } = useApp();
  const change = useChangePassword();
  const handleSubmit = async (values: ChangePasswordValues) => {
    try {
      await change.mutateAsync(values);
      void message.success(SETTINGS_MESSAGES.passwordChanged);
      return true;
    } catch (error) {
      void message.error(passwordNotChangedText(error));
      return passwordFieldErrors(error);
    }
  };
  return (
    <SettingsCard
      title="Change password"
      description="Changing your password signs you out on every other device."
    >
      <ChangePasswordForm onSubmit={handleSubmit} isSubmitting={change.isPending} />
    </SettingsCard>
  );
}
