/**
 * The identity fields of the community form (spec 001 §5 Community form): name, short description and
 * alias checked by the contract's `ZCommunityForm` with the spec's messages, the alias also checked for
 * uniqueness on blur, and the required image (png, jpeg or jpg, up to 5 MB).
 */
import { Form, Input, Upload, type UploadFile } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import {
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_TYPES,
  COMMUNITY_LIMITS,
  ZCommunityForm,
} from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';

const M = COMMUNITY_ADMIN_MESSAGES;
/** The contract's field schemas (name, short description, alias: the spec's messages of 001 §5). */
const FIELDS = ZCommunityForm.in.shape;
const IMAGE_ACCEPT = COMMUNITY_IMAGE_TYPES.map((t) => `.${t}`).join(',');

/** Props of {@link CommunityIdentityFields}. */
export interface CommunityIdentityFieldsProps {
  /** The tenant's word, capitalised ('Community', 'Workspace', …), in the name and alias labels. */
  Word: string;
  /** Answers whether the alias is taken; a rejection counts as taken (spec 001 §5). */
  checkAlias: (alias: string) => Promise<boolean>;
  /** The current alias when editing, which the uniqueness check skips. */
  currentAlias?: string;
}

/** Renders name, short description, image and alias, in that order, inside the community form. */
export function CommunityIdentityFields({ Word, checkAlias, currentAlias }: CommunityIdentityFieldsProps) {
  const { message } = useApp();

  const beforeUpload = (file: File) => {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(COMMUNITY_IMAGE_TYPES as readonly string[]).includes(extension)) {
      void message.error(`Allowed only: ${COMMUNITY_IMAGE_TYPES.join(', ')} file types`);
      return Upload.LIST_IGNORE;
    }
    if (file.size > COMMUNITY_IMAGE_MAX_BYTES) {
      void message.error('Maximum allowed file size is 5Mb');
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  return (
    <>
      <Form.Item name="name" label={`${Word} name`} rules={[zodRule(FIELDS.name)]}>
        <Input maxLength={COMMUNITY_LIMITS.nameMax} showCount />
      </Form.Item>
      <Form.Item name="shortDescription" label="Short description" rules={[zodRule(FIELDS.shortDescription)]}>
        <Input maxLength={COMMUNITY_LIMITS.shortDescriptionMax} showCount />
      </Form.Item>
      <Form.Item
        name="image"
        label="Image"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[{ required: true, type: 'array', min: 1, message: M.imageRequired }]}
        extra="png, jpeg or jpg, up to 5 MB"
      >
        <Upload
          listType="picture-card"
          accept={IMAGE_ACCEPT}
          maxCount={1}
          beforeUpload={beforeUpload}
          aria-label="Upload image"
        >
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>Upload</div>
          </button>
        </Upload>
      </Form.Item>
      <Form.Item
        name="alias"
        label={`${Word} alias`}
        validateTrigger={['onChange', 'onBlur']}
        validateFirst
        rules={[
          zodRule(FIELDS.alias),
          {
            validateTrigger: 'onBlur',
            validator: async (_rule, value: string | undefined) => {
              if (!value || /\s/.test(value)) return;
              if (currentAlias && value.trim().toLowerCase() === currentAlias.toLowerCase()) return;
              const taken = await checkAlias(value.trim()).catch(() => true);
              if (taken) throw new Error(M.aliasExists);
            },
          },
        ]}
      >
        <Input maxLength={COMMUNITY_LIMITS.aliasMax} />
      </Form.Item>
    </>
  );
}
