/**
 * /settings/account-details (spec 000 §2 Settings area, §3 Profile, §4 Two-factor switch, §5 Account form and
 * Avatar upload, §8 toasts): the avatar (initials when none) with upload, the profile of the tenant's mode
 * (legacy fields or the workflow variant) read-only until Edit, Save / Cancel, and the two-factor switch.
 * A changed e-mail address is confirmed with the code sent to it before it takes effect.
 */
import { useState } from 'react';
import { Alert, Divider, Form, Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { GENDER_OPTIONS, SETTINGS_MESSAGES, type TEmailChange } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { useTenant } from '../../../session/tenant-context';
import { useAccount } from '../../../session/session-queries';
import { LoadError } from '../../../shared/components/LoadError';
import { initialsOf } from '../../../shell/avatar-menu';
import { AccountDetailsForm, type AccountFormValues } from '../components/AccountDetailsForm';
import { AvatarUpload } from '../components/AvatarUpload';
import { ConfirmEmailModal } from '../components/ConfirmEmailModal';
import { EditableCard } from '../components/EditableCard';
import { TwoFactorSwitch } from '../components/TwoFactorSwitch';
import { useAccountSettings, useConfirmEmail, useUpdateAccountSettings, useUploadAvatar } from '../queries';
import { useAccountProfile } from '../use-account-profile';
import { useEditMode } from '../../../shared/use-edit-mode';

const FORM_ID = 'account-details-form';

/** Renders the account details page. */
export default function AccountDetailsPage() {
  const tenant = useTenant();
  const { message } = useApp();
  const [form] = Form.useForm<AccountFormValues>();
  const { isEditing, setEditing, cardProps } = useEditMode(form);
  const [emailChange, setEmailChange] = useState<TEmailChange>(null);
  const account = useAccount();
  const profile = useAccountProfile(tenant.accountSettingsMode);
  const settings = useAccountSettings();
  const updateSettings = useUpdateAccountSettings();
  const upload = useUploadAvatar();
  const confirmEmail = useConfirmEmail();

  const handleSave = async (values: AccountFormValues) => {
    try {
      const change = await profile.save(values);
      setEditing(false);
      void message.success(SETTINGS_MESSAGES.profileSaved);
      if (change) setEmailChange(change);
    } catch (error) {
      void message.error(errorMessage(error, SETTINGS_MESSAGES.profileFailed));
    }
  };
  const handleTwoFactor = (enabled: boolean) =>
    updateSettings.mutate(
      { enableTFA: enabled },
      {
        onSuccess: () =>
          enabled
            ? void message.success(SETTINGS_MESSAGES.tfaEnabled)
            : void message.error(SETTINGS_MESSAGES.tfaDisabled),
        onError: () => void message.error(SETTINGS_MESSAGES.tfaError),
      },
    );
  const handleUpload = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => void message.success(SETTINGS_MESSAGES.avatarUploaded),
      onError: () => void message.error(SETTINGS_MESSAGES.avatarFailed),
    });
  const handleConfirm = (code: string) => {
    if (!emailChange) return;
    confirmEmail.mutate(
      { ...emailChange, code },
      {
        onSuccess: () => {
          setEmailChange(null);
          void message.success(SETTINGS_MESSAGES.emailChanged);
        },
      },
    );
  };

  if (profile.isLoadingError)
    return <LoadError message="We couldn't load your account details." onRetry={profile.refetch} />;
  const values = profile.values;
  const firstName = values?.firstName ?? account.data?.firstName ?? '';
  const lastName = values?.lastName ?? account.data?.lastName ?? '';
  return (
    <EditableCard title="Account details" formId={FORM_ID} isSaving={profile.isSaving} {...cardProps}>
      <AvatarUpload
        avatarUrl={profile.avatarUrl ?? account.data?.avatarUrl ?? null}
        initials={initialsOf(firstName, lastName)}
        isUploading={upload.isPending}
        onUpload={handleUpload}
        onInvalid={(problem) => void message.error(problem)}
      />
      {profile.pendingEmail && !emailChange ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${profile.pendingEmail} is waiting for its verification code. Save the address again to get a new code.`}
        />
      ) : null}
      {profile.isLoading || !values ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <AccountDetailsForm
          form={form}
          id={FORM_ID}
          mode={tenant.accountSettingsMode}
          isEditing={isEditing}
          titles={profile.titles}
          genders={GENDER_OPTIONS}
          initialValues={values}
          onSubmit={(submitted) => void handleSave(submitted)}
        />
      )}
      <Divider />
      <TwoFactorSwitch
        isEnabled={settings.data?.enableTfa === true}
        isLoading={settings.isPending}
        isSaving={updateSettings.isPending}
        onChange={handleTwoFactor}
      />
      <ConfirmEmailModal
        email={emailChange?.email ?? null}
        isConfirming={confirmEmail.isPending}
        errorMessage={confirmEmail.error ? errorMessage(confirmEmail.error, 'The code is not valid.') : null}
        onConfirm={handleConfirm}
        onClose={() => setEmailChange(null)}
      />
    </EditableCard>
  );
}
