/**
 * A rendered digest (issue 38 point 2): its subject, then the HTML part in an iframe with `sandbox=""` and
 * `srcDoc` (no scripts, forms or navigation, a unique origin) and the plain-text part, as tabs. Renders props.
 */
import { Alert, Descriptions, Tabs } from 'antd';
import { DIGEST_FREQUENCY_LABELS, DIGEST_MESSAGES, type TDigestPreview } from '@portal/contracts';

/** Props of {@link DigestPreview}. */
export interface DigestPreviewProps {
  preview: TDigestPreview;
}

/** Renders the digest's subject and both parts. */
export function DigestPreview({ preview }: DigestPreviewProps) {
  return (
    <>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Subject">{preview.subject}</Descriptions.Item>
        <Descriptions.Item label="Member's choice">
          {DIGEST_FREQUENCY_LABELS[preview.frequency]}
        </Descriptions.Item>
      </Descriptions>
      {preview.isEmpty ? (
        <Alert type="info" showIcon title={DIGEST_MESSAGES.empty} style={{ marginBottom: 16 }} />
      ) : null}
      <Tabs
        items={[
          {
            key: 'html',
            label: 'Formatted',
            children: (
              <iframe
                title="Digest e-mail"
                sandbox=""
                srcDoc={preview.html}
                style={{
                  width: '100%',
                  height: 640,
                  border: '1px solid var(--portal-border-subtle, #f0f0f0)',
                  borderRadius: 8,
                }}
              />
            ),
          },
          {
            key: 'text',
            label: 'Plain text',
            children: (
              <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13, margin: 0 }}>
                {preview.text}
              </pre>
            ),
          },
        ]}
      />
    </>
  );
}
