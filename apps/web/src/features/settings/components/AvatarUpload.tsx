/**
 * The account avatar with upload (spec 000 §2 Settings area, §5 Avatar upload): the picture, or the initials
 * of the first and last name when there is none; 'Upload photo' picks a file, which must be an image
 * ('Only images!') under 5 MB ('Less than 5MB!') before anything is sent.
 */
import { Avatar, Button, Flex, Upload, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { avatarError } from '@portal/contracts';

/** Props: the current picture, the initials, the upload action and its state, and the error toast. */
export interface AvatarUploadProps {
  avatarUrl: string | null;
  initials: string;
  isUploading: boolean;
  onUpload: (file: File) => void;
  onInvalid: (message: string) => void;
}

/** Renders the avatar and its upload button. */
export function AvatarUpload({ avatarUrl, initials, isUploading, onUpload, onInvalid }: AvatarUploadProps) {
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarError(file);
    if (problem) onInvalid(problem);
    else onUpload(file);
    return false;
  };
  return (
    <Flex align="center" gap={16} style={{ marginBottom: 24 }}>
      <Avatar size={88} src={avatarUrl || undefined} alt="Your profile picture" style={{ fontSize: 32 }}>
        {initials}
      </Avatar>
      <Upload accept="image/*" showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
        <Button icon={<UploadOutlined />} loading={isUploading}>
          Upload photo
        </Button>
      </Upload>
    </Flex>
  );
}
