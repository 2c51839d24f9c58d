/**
 * The two-factor switch of the account details page (spec 000 §4 Two-factor switch): a labelled switch that
 * saves on change; the page shows the toasts.
 */
import { Flex, Switch, Typography } from 'antd';

/** Props: the saved state, the change action and whether a save runs. */
export interface TwoFactorSwitchProps {
  isEnabled: boolean;
  isSaving: boolean;
  isLoading: boolean;
  onChange: (enabled: boolean) => void;
}

/** Renders the switch with its label and explanation. */
export function TwoFactorSwitch({ isEnabled, isSaving, isLoading, onChange }: TwoFactorSwitchProps) {
  return (
    <Flex align="center" gap={12} style={{ marginTop: 8 }}>
      <Switch
        id="two-factor"
        checked={isEnabled}
        loading={isSaving || isLoading}
        disabled={isLoading}
        onChange={onChange}
      />
      <div>
        <label htmlFor="two-factor">
          <Typography.Text strong>Two-factor authentication (2FA)</Typography.Text>
        </label>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          When on, we e-mail you a 6-digit code each time you sign in.
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}
