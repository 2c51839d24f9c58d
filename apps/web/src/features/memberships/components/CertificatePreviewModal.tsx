/**
 * The membership certificate preview (spec 000 §2 Settings area "membership profile"): the inline PDF of
 * `GET api/user/membership/{id}/printview` in a modal 800 px wide, the PDF 700 px wide (spec 002 §9).
 */
import { Modal } from 'antd';

/** Props: the signed URL of the inline PDF (null while closed) and the close action. */
export interface CertificatePreviewModalProps {
  url: string | null;
  onClose: () => void;
}

/** Renders the preview modal. */
export function CertificatePreviewModal({ url, onClose }: CertificatePreviewModalProps) {
  return (
    <Modal open={url !== null} title="Membership certificate" width={800} footer={null} onCancel={onClose}>
      {url && (
        <iframe
          src={url}
          title="Membership certificate PDF"
          style={{ width: 700, maxWidth: '100%', height: 520, border: 0, display: 'block', margin: '0 auto' }}
        />
      )}
    </Modal>
  );
}
