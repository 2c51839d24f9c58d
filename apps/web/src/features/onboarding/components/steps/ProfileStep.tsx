/**
 * Welcome step 6 "Your profile" (spec 000 §3 Profile (first-time): description of at most 600 characters
 * with a counter, and a picture). The step saves nothing; Continue only logs (spec 000 §2).
 */
import { Form, Input, Upload, Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { LIMITS } from '@portal/contracts';

/** Renders the description and picture fields. */
export function ProfileStep() {
  return (
    <>
      <Form.Item label="Profile description" name="description">
        <Input.TextArea
          rows={6}
          maxLength={LIMITS.profileDescriptionMax}
          showCount
          placeholder="Tell other members about yourself"
        />
      </Form.Item>
      <Form.Item
        label="Profile picture"
        name="picture"
        valuePropName="fileList"
        getValueFromEvent={(e) => e?.fileList}
      >
        <Upload accept="image/*" listType="picture" maxCount={1} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>Choose a picture</Button>
        </Upload>
      </Form.Item>
    </>
  );
}
