/** /settings/area-of-interests (002 §2 Interests and preferences; spec 000 §2 Settings area): Practice Areas of Interest. */
import { SegmentPicker } from '../components/SegmentPicker';

/** Renders the Practice Areas of Interest screen. */
export default function PracticeAreasPage() {
  return (
    <SegmentPicker
      kind="practiceAreas"
      title="Practice Areas of Interest"
      description="Choose the areas you practise in."
    />
  );
}
