/**
 * Members-only pages (spec 002 §2 Pages): /pages shows a sidebar of the pages; the index redirects to the
 * first page; /pages/{id} shows the page in an embedded frame (the preview URL with the page id).
 */
import { Col, Empty, Menu, Skeleton, Typography } from 'antd';
import { Row } from '../../../shared/components/PlainRow';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { CONTENT_MESSAGES } from '../content-kinds';
import { useMemberPages } from '../queries';

/** Renders the sidebar and the chosen page. */
export default function MemberPagesLayout() {
  const pages = useMemberPages();
  const { id } = useParams();
  const navigate = useNavigate();

  if (pages.isPending) return <Skeleton active />;
  if (pages.isLoadingError)
    return (
      <LoadError
        message={errorMessage(pages.error, CONTENT_MESSAGES.unknownError)}
        onRetry={() => void pages.refetch()}
      />
    );
  if (pages.data.length === 0) return <Empty description={CONTENT_MESSAGES.noData} />;
  if (!id) return <Navigate to={`/pages/${pages.data[0].id}`} replace />;

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={7} lg={6}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          Members-only pages
        </Typography.Title>
        <nav aria-label="Members-only pages">
          <Menu
            tooltip={false}
            mode="inline"
            style={{ borderInlineEnd: 0, background: 'transparent' }}
            selectedKeys={[id]}
            items={pages.data.map((page) => ({ key: String(page.id), label: page.name }))}
            onClick={({ key }) => void navigate(`/pages/${key}`)}
          />
        </nav>
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Outlet context={pages.data} />
      </Col>
    </Row>
  );
}
