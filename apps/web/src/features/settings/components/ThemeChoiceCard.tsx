/**
 * The "Appearance" card (issue 42 point 1): the member's theme — same as the device, light, dark or high
 * contrast — as a radio group (arrow keys move and choose, as native radios do). A choice applies at once and
 * is saved at once; renders props only, the page saves.
 */
import { Radio, Space, Typography } from 'antd';
import { THEME_CHOICES, THEME_CHOICE_LABELS, type TThemeChoice } from '@portal/contracts';
import { SettingsCard } from '../../../shared/components/SettingsCard';

/** Props of {@link ThemeChoiceCard}: the choice in force, whether a save is running, and the change. */
export interface ThemeChoiceCardProps {
  choice: TThemeChoice;
  isSaving: boolean;
  onChange: (choice: TThemeChoice) => void;
}

const HINTS: Record<TThemeChoice, string> = {
  system: 'Follows your device: dark when it uses a dark mode, high contrast when it asks for more contrast.',
  light: 'Dark text on light backgrounds.',
  dark: 'Light text on dark backgrounds.',
  'high-contrast': 'Black text and borders on white, the strongest contrast.',
};

/** Renders the theme choice. */
export function ThemeChoiceCard({ choice, isSaving, onChange }: ThemeChoiceCardProps) {
  return (
    <SettingsCard
      title="Appearance"
      description="Choose how the portal looks. Your choice is saved to your account and used on every device you sign in on."
    >
      <Radio.Group
        value={choice}
        disabled={isSaving}
        aria-label="Theme"
        onChange={(event) => onChange(event.target.value as TThemeChoice)}
      >
        <Space direction="vertical" size={12}>
          {THEME_CHOICES.map((value) => (
            <Radio key={value} value={value}>
              <span style={{ fontWeight: 600 }}>{THEME_CHOICE_LABELS[value]}</span>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {HINTS[value]}
              </Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </SettingsCard>
  );
}
