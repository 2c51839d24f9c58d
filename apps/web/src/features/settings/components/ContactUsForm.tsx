/**
 * The contact form (spec 000 §3 Contact enquiry, §5 Contact us): name, email (required and valid: 'Please
 * enter a valid email!'), mobile, member number, comments (required: 'Please enter a comments') and
 * attachments of the allowed types, at most 10 MB in total ('The total size of all files must not exceed
 * 10Mb'); png, jpeg and jpg files show an image preview, the others a file icon.
 */
import { useEffect, useRef } from 'react';
import { Button, Col, Form, Input, Row, Upload, type FormInstance, type UploadFile } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import {
  ENQUIRY_FILE_EXTENSIONS,
  ZEnquiryFields,
  enquiryFilesError,
  isEnquiryPreviewable,
} from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';

const ACCEPT = ENQUIRY_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Form values; `files` are the picked attachments (originFileObj holds the File). */
export interface ContactUsValues {
  name: string;
  email: string;
  mobile?: string;
  memberNumber?: string;
  comments: string;
  files?: UploadFile[];
}

/**
 * Props: the form, the prefilled values, the submit action and its state. `isMemberNumberFixed`: the account
 * holds a member number, shown read-only (issue 34 point 5: the enquiry always carries the account's number).
 */
export interface ContactUsFormProps {
  form: FormInstance<ContactUsValues>;
  initialValues: Partial<ContactUsValues>;
  isMemberNumberFixed?: boolean;
  isSubmitting: boolean;
  onSubmit: (values: ContactUsValues) => void;
}

const fileOf = (file: UploadFile) => ({ name: file.name, size: file.size ?? file.originFileObj?.size ?? 0 });

/** Renders the contact fields, the attachment picker with previews and Send. */
export function ContactUsForm({
  form,
  initialValues,
  isMemberNumberFixed = false,
  isSubmitting,
  onSubmit,
}: ContactUsFormProps) {
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  /** Adds an object-URL thumbnail to the png, jpeg and jpg files that have none yet. */
  const withPreviews = (event: { fileList: UploadFile[] }) =>
    event.fileList.map((file) => {
      if (file.thumbUrl || !file.originFileObj || !isEnquiryPreviewable(file.name)) return file;
      const thumbUrl = URL.createObjectURL(file.originFileObj);
      previews.current.push(thumbUrl);
      return { ...file, thumbUrl };
    });

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSubmit}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Name" name="name">
            <Input autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" rules={[zodRule(ZEnquiryFields.shape.Email)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Mobile" name="mobile">
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Member number" name="memberNumber">
            <Input readOnly={isMemberNumberFixed} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Comments" name="comments" rules={[zodRule(ZEnquiryFields.shape.Comments)]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item
        label="Attachments"
        name="files"
        valuePropName="fileList"
        getValueFromEvent={withPreviews}
        rules={[
          {
            validator: async (_, files: UploadFile[] | undefined) => {
              const problem = enquiryFilesError((files ?? []).map(fileOf));
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Upload
          multiple
          listType="picture"
          accept={ACCEPT}
          isImageUrl={(file) => isEnquiryPreviewable(file.name)}
          beforeUpload={() => false}
        >
          <Button icon={<PaperClipOutlined />}>Attach files</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        Send enquiry
      </Button>
    </Form>
  );
}
