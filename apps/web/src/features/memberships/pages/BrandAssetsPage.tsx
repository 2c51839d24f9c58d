/**
 * /settings/brand-assets (spec 000 §2 Settings area "Brand assets", §6; 002 §2): the 9 member logo images
 * (black, navy, white, ochre, safe variants, banner) and the 2 PDF documents (terms and branding
 * guidelines) in a grid; each opens a preview modal (image, or the PDF 700 px wide in an 800 px modal,
 * spec 002 §9) and downloads. Member only (route guard); loading, empty and error states.
 */
import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Modal, Row, Skeleton, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { DownloadOutlined, EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { TBrandAsset } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { saveBlob } from '../../../shared/file-actions';
import { membershipApi, useBrandAssets } from '../queries';

/** A checkerboard behind logo previews, so the white logo shows. */
const CHECKER: React.CSSProperties = {
  backgroundColor: '#f5f5f5',
  backgroundImage:
    'linear-gradient(45deg,#e6e6e6 25%,transparent 25%),linear-gradient(-45deg,#e6e6e6 25%,transparent 25%),linear-gradient(45deg,transparent 75%,#e6e6e6 75%),linear-gradient(-45deg,transparent 75%,#e6e6e6 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0,0 8px,8px -8px,-8px 0',
};

const isPdf = (asset: TBrandAsset) => asset.kind === 'document';

/** Failure toast of a download (ours; spec silent). */
export const BRAND_ASSET_DOWNLOAD_FAILED = 'Failed to download the file. Try again.';

function AssetThumb({ asset }: { asset: TBrandAsset }) {
  return (
    <div style={{ ...CHECKER, height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {isPdf(asset) ? (
        <FilePdfOutlined aria-hidden style={{ fontSize: 56, color: '#b42318' }} />
      ) : (
        <img
          src={asset.previewUrl}
          alt=""
          style={{ maxWidth: '90%', maxHeight: 120, objectFit: 'contain' }}
        />
      )}
    </div>
  );
}

/** Renders the brand assets grid and the preview modal. */
export default function BrandAssetsPage() {
  const { message } = useApp();
  const list = useBrandAssets();
  const [previewed, setPreviewed] = useState<TBrandAsset | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const assets = list.data ?? [];

  const download = async (asset: TBrandAsset) => {
    setDownloading(asset.id);
    try {
      saveBlob(await membershipApi.brandAsset(asset.downloadUrl), asset.fileName);
    } catch {
      void message.error(BRAND_ASSET_DOWNLOAD_FAILED);
    } finally {
      setDownloading(null);
    }
  };

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.isLoadingError)
    body = <LoadError message="Failed to load brand assets" onRetry={() => void list.refetch()} />;
  else if (assets.length === 0) body = <Empty description="No brand assets yet" />;
  else
    body = (
      <Row gutter={[16, 16]}>
        {assets.map((asset) => (
          <Col key={asset.id} xs={24} sm={12} lg={8}>
            <Card
              cover={<AssetThumb asset={asset} />}
              actions={[
                <Button
                  key="preview"
                  type="text"
                  icon={<EyeOutlined aria-hidden />}
                  aria-label={`Preview ${asset.name}`}
                  onClick={() => setPreviewed(asset)}
                >
                  Preview
                </Button>,
                <Button
                  key="download"
                  type="text"
                  icon={<DownloadOutlined aria-hidden />}
                  aria-label={`Download ${asset.name}`}
                  loading={downloading === asset.id}
                  onClick={() => void download(asset)}
                >
                  Download
                </Button>,
              ]}
            >
              <Card.Meta
                title={<Typography.Text style={{ fontSize: 15 }}>{asset.name}</Typography.Text>}
                description={asset.fileName}
              />
            </Card>
          </Col>
        ))}
      </Row>
    );

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Brand assets
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Member logos for your website, e-mail signature and printed material, with the terms of use and the
        branding guidelines.
      </Typography.Paragraph>
      {body}
      <Modal
        open={previewed !== null}
        title={previewed?.name}
        width={800}
        onCancel={() => setPreviewed(null)}
        footer={
          previewed && (
            <Flex justify="flex-end">
              <Button
                type="primary"
                icon={<DownloadOutlined aria-hidden />}
                loading={downloading === previewed.id}
                onClick={() => void download(previewed)}
              >
                Download
              </Button>
            </Flex>
          )
        }
      >
        {previewed &&
          (isPdf(previewed) ? (
            <iframe
              src={previewed.previewUrl}
              title={previewed.name}
              style={{
                width: 700,
                maxWidth: '100%',
                height: 520,
                border: 0,
                display: 'block',
                margin: '0 auto',
              }}
            />
          ) : (
            <div style={{ ...CHECKER, padding: 24, textAlign: 'center' }}>
              <img
                src={previewed.previewUrl}
                alt={previewed.name}
                style={{ maxWidth: '100%', maxHeight: 480, objectFit: 'contain' }}
              />
            </div>
          ))}
      </Modal>
    </Card>
  );
}
