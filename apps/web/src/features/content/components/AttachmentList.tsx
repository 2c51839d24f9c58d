/**
 * Attachments of a news item or resource (spec 002 §2, §3 asset and document icon types). Resource
 * attachments have a menu with Preview (a modal, 800 px wide; PDFs 700 px, images, others in a new tab) and
 * Download; links open in a new tab. Downloads are tracked (engagement downloadAsset, spec 000 §7).
 */
import { useState } from 'react';
import { Button, Dropdown, Modal, Typography } from 'antd';
import {
  DownloadOutlined,
  EyeOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FolderOutlined,
  LinkOutlined,
  MoreOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { ItemList } from '../../../shared/components/ItemList';
import { trackEngagement } from '../../../shared/engagement';
import { assetPath, assetUrl } from '../../../api/content-client';
import { useAssetUrl } from '../../../shared/asset-url';
import { fileId, type ContentAsset } from '../content-types';

/** The icon of an asset type (spec 002 §3 document icon types). */
export function assetIcon(type: string) {
  switch (type.toUpperCase()) {
    case 'PDF':
      return <FilePdfOutlined />;
    case 'DOC':
    case 'DOCX':
      return <FileWordOutlined />;
    case 'XLS':
    case 'XLSX':
    case 'CSV':
      return <FileExcelOutlined />;
    case 'PPT':
    case 'PPTX':
      return <FilePptOutlined />;
    case 'JPG':
    case 'JPEG':
    case 'PNG':
      return <FileImageOutlined />;
    case 'MP4':
      return <VideoCameraOutlined />;
    case 'TXT':
      return <FileTextOutlined />;
    case 'LINK':
      return <LinkOutlined />;
    case 'FOLDER':
      return <FolderOutlined />;
    default:
      return <FileOutlined />;
  }
}

/** Props: the assets and whether each gets the preview/download menu (resources). */
export interface AttachmentListProps {
  assets: ContentAsset[];
  withPreview: boolean;
}

type Preview = { asset: ContentAsset; src: string } | null;

/** Download (and Preview) of an attached file, through its signed URL (issue 10 §9). */
function FileActions(props: {
  asset: ContentAsset;
  file: string;
  withPreview: boolean;
  onPreview: (src: string) => void;
}) {
  const { asset, file, withPreview, onPreview } = props;
  const signed = useAssetUrl(file);
  const download = () => {
    if (!signed) return;
    void trackEngagement({
      type: 'downloadAsset',
      entityId: String(asset.id),
      name: asset.name,
      url: assetPath(file),
    });
    window.open(assetUrl(signed, { download: true }), '_blank', 'noopener');
  };
  if (!withPreview)
    return (
      <Button icon={<DownloadOutlined />} onClick={download} loading={!signed}>
        Download
      </Button>
    );
  return (
    <Dropdown
      trigger={['click']}
      disabled={!signed}
      menu={{
        items: [
          { key: 'preview', icon: <EyeOutlined />, label: 'Preview' },
          { key: 'download', icon: <DownloadOutlined />, label: 'Download' },
        ],
        onClick: ({ key }) => {
          if (key === 'download') download();
          else if (signed) onPreview(assetUrl(signed, { preview: true }));
        },
      }}
    >
      <Button icon={<MoreOutlined />} aria-label={`Actions for ${asset.name}`} />
    </Dropdown>
  );
}

/** Renders the attachment list. */
export function AttachmentList({ assets, withPreview }: AttachmentListProps) {
  const [preview, setPreview] = useState<Preview>(null);
  if (assets.length === 0) return null;

  return (
    <section aria-labelledby="content-attachments-heading">
      <Typography.Title level={2} id="content-attachments-heading" style={{ fontSize: 18 }}>
        Attachments
      </Typography.Title>
      <ItemList
        bordered
        items={assets}
        itemKey={(asset, index) => `${asset.id}-${index}`}
        renderItem={(asset) => {
          const file = fileId(asset.file) ?? fileId(asset.image);
          const isLink = asset.type === 'Link' || (!file && asset.url);
          let action: React.ReactNode = null;
          if (isLink && asset.url) {
            action = (
              <Button href={asset.url} target="_blank" rel="noopener noreferrer" icon={<LinkOutlined />}>
                Open link
              </Button>
            );
          } else if (file) {
            action = (
              <FileActions
                asset={asset}
                file={file}
                withPreview={withPreview}
                onPreview={(src) => setPreview({ asset, src })}
              />
            );
          }
          return {
            actions: action ? [action] : [],
            avatar: <span style={{ fontSize: 22 }}>{assetIcon(asset.type)}</span>,
            title: asset.name,
            description: asset.type,
          };
        }}
      />
      <Modal
        open={preview !== null}
        title={preview?.asset.name}
        width={preview?.asset.type === 'PDF' ? 700 + 48 : 800}
        footer={null}
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        {preview && ['JPG', 'PNG'].includes(preview.asset.type) ? (
          <img src={preview.src} alt={preview.asset.name} style={{ maxWidth: '100%', maxHeight: 500 }} />
        ) : preview && preview.asset.type === 'MP4' ? (
          <video src={preview.src} controls style={{ width: '100%', maxHeight: 500 }} />
        ) : preview ? (
          <iframe
            title={preview.asset.name}
            src={preview.src}
            style={{ width: '100%', height: 500, border: 0 }}
          />
        ) : null}
      </Modal>
    </section>
  );
}
