/**
 * The privacy and joining fields of the community form (spec 001 §5 Community form, §4 privacy rules):
 * Public or Private, then the switches Visible (locked on while public), Auto-join (only for public,
 * visible communities), Post approval, Require agreement and Push to website. The corrections themselves
 * are applied by `useCommunityForm`.
 */
import { Form, Radio, Space, Switch, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/contracts';
import type { CommunityFormValues } from '../community-form';

const M = COMMUNITY_ADMIN_MESSAGES;

/** Renders the privacy radio and the joining switches; `word` is the tenant's word in lower case. */
export function CommunityPrivacyFields({ word }: { word: string }) {
  const form = Form.useFormInstance<CommunityFormValues>();
  const privacy = Form.useWatch('privacy', form) ?? 'public';
  const isVisible = Form.useWatch('isVisible', form) ?? true;
  const canAutoJoin = privacy === 'public' && isVisible;
  return (
    <>
      <Form.Item name="privacy" label="Privacy" rules={[{ required: true, message: M.privacyRequired }]}>
        <Radio.Group
          options={[
            { value: 'public', label: 'Public' },
            { value: 'private', label: 'Private' },
          ]}
        />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="isVisible" label="Visible" valuePropName="checked">
          <Switch aria-label="Visible" disabled={privacy === 'public'} />
        </Form.Item>
        <Form.Item
          name="isAutoJoin"
          label={
            <Space size={4}>
              Auto-join
              <Tooltip title={`Auto-join is only available for public ${word}s`}>
                <InfoCircleOutlined aria-label="About auto-join" tabIndex={0} />
              </Tooltip>
            </Space>
          }
          valuePropName="checked"
        >
          <Switch aria-label="Auto-join" disabled={!canAutoJoin} />
        </Form.Item>
        <Form.Item name="isRequirePostApproval" label="Post approval" valuePropName="checked">
          <Switch aria-label="Post approval" />
        </Form.Item>
        <Form.Item name="isRequireAgreement" label="Require agreement" valuePropName="checked">
          <Switch aria-label="Require agreement" />
        </Form.Item>
        <Form.Item name="pushToWebSite" label="Push to website" valuePropName="checked">
          <Switch aria-label="Push to website" />
        </Form.Item>
      </Space>
    </>
  );
}
