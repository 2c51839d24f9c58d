/**
 * Welcome step 3 "Privacy setting" (spec 000 §3 privacy preference flags).
 */
import { Form, Switch } from 'antd';
import type { TPrivacyFlag } from '@portal/contracts';

const LABELS: Record<TPrivacyFlag, string> = {
  appearInMemberDirectory: 'Appear in the member directory',
  displayPictureInMemberDirectory: 'Display my picture in the member directory',
  displayContactInformation: 'Display my contact information',
  displayEmailAddress: 'Display my e-mail address',
  displayOrganisation: 'Display my organisation',
  displayMobileNumber: 'Display my mobile number',
  displayWorkLandline: 'Display my work landline',
};

/** Renders one switch per privacy flag. */
export function PrivacyStep() {
  return (
    <>
      {(Object.keys(LABELS) as TPrivacyFlag[]).map((flag) => (
        <Form.Item
          key={flag}
          label={LABELS[flag]}
          name={['userPrivacy', flag]}
          valuePropName="checked"
          layout="horizontal"
          labelCol={{ flex: '1' }}
          wrapperCol={{ flex: 'none' }}
          labelAlign="left"
          colon={false}
        >
          <Switch />
        </Form.Item>
      ))}
    </>
  );
}
