/** /settings/user-communication-preferences (002 §2 Interests and preferences; spec 000 §2 Settings area): My communication preferences. */
import { SegmentPicker } from '../components/SegmentPicker';

/** Renders the My communication preferences screen. */
export default function UserCommunicationPreferencesPage() {
  return (
    <SegmentPicker
      kind="commPrefs"
      title="My communication preferences"
      description="Choose what we send you."
    />
  );
}
