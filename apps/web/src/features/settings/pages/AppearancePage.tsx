/**
 * `/settings/appearance` (issue 42 point 1): the member's theme. A choice applies at once (the providers
 * redraw without a reload), is cached on this device and saved with `PUT /api/user/theme`; a failed save puts
 * the previous choice back.
 */
import { useApp } from '../../../shared/app-feedback';
import { THEME_MESSAGES, type TThemeChoice } from '@portal/contracts';
import { rememberThemeChoice, useThemeChoice } from '../../../shared/theme';
import { ThemeChoiceCard } from '../components/ThemeChoiceCard';
import { useSaveTheme } from '../theme-queries';

/** Shows the choice in force and saves a new one. */
export default function AppearancePage() {
  const { message } = useApp();
  const choice = useThemeChoice();
  const save = useSaveTheme();
  const handleChange = (next: TThemeChoice) => {
    const previous = choice;
    rememberThemeChoice(next);
    save.mutate(
      { theme: next },
      {
        onSuccess: () => void message.success(THEME_MESSAGES.saved),
        onError: () => {
          rememberThemeChoice(previous);
          void message.error(THEME_MESSAGES.saveFailed);
        },
      },
    );
  };
  return <ThemeChoiceCard choice={choice} isSaving={save.isPending} onChange={handleChange} />;
}
