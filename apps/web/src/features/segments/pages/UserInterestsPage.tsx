/** /settings/user-interests (002 §2 Interests and preferences; spec 000 §2 Settings area): My Areas of Interest. */
import { SegmentPicker } from '../components/SegmentPicker';

/** Renders the My Areas of Interest screen. */
export default function UserInterestsPage() {
  return (
    <SegmentPicker
      kind="interests"
      title="My Areas of Interest"
      description="Choose the topics you care about: news and resources on them appear in your feed."
    />
  );
}
