/**
 * /pages/{id} (spec 002 §2 Pages): the members-only page in an embedded frame (the preview URL with the
 * page id, docs/api-content.md "Pages"); the document title is '<page name> - <Tenant>' (issue 40).
 */
import { Card, Result } from 'antd';
import { useOutletContext, useParams } from 'react-router';
import { usePagePreviewUrl } from '../../../shared/asset-url';
import { useDocumentTitle } from '../../../shell/use-document-title';
import { CONTENT_MESSAGES } from '../content-kinds';
import type { ContentPage } from '../content-types';

/** Renders the frame of the page in the route. */
export default function MemberPageFrame() {
  const { id = '' } = useParams();
  const pages = useOutletContext<ContentPage[]>();
  const page = pages.find((candidate) => String(candidate.id) === id);
  const src = usePagePreviewUrl(id);
  useDocumentTitle(page?.name);
  if (!page) return <Result status="404" title={CONTENT_MESSAGES.noData} />;
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <iframe
        key={page.id}
        title={page.name}
        src={src}
        style={{ width: '100%', minHeight: '75vh', border: 0, display: 'block', borderRadius: 8 }}
      />
    </Card>
  );
}
