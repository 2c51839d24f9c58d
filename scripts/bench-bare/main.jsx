// The bare antd page of `npm run bench:web` (docs/benchmarks.md "Web"): React and antd at the portal's versions,
// the same zero-runtime theme and static stylesheet, one screen of common components (layout, menu, cards,
// avatar, list, button, input) and no data, router or i18n: the floor a portal page is compared with in the
// same Lighthouse run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Avatar,
  Button,
  Card,
  Col,
  ConfigProvider,
  Input,
  Layout,
  List,
  Menu,
  Row,
  Tag,
  Typography,
} from 'antd';
import 'antd/dist/antd.css';

const items = ['Dashboard', 'Communities', 'Events', 'News', 'Resources'].map((label) => ({
  key: label,
  label,
}));
const news = Array.from({ length: 4 }, (_, i) => ({
  title: `News item ${i + 1}: what changed in practice this month`,
  text: 'A short summary of the news item, two lines of text about the change and what members should do next.',
}));

function BarePage() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Typography.Text strong style={{ color: '#fff' }}>
          Member portal
        </Typography.Text>
        <Menu theme="dark" mode="horizontal" items={items} style={{ flex: 1, minWidth: 0 }} />
        <Avatar>JM</Avatar>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={2}>Welcome back, Jordan</Typography.Title>
        <Input.Search placeholder="Search" style={{ maxWidth: 400, marginBottom: 24 }} />
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            <Card title="Latest news">
              <List
                dataSource={news}
                renderItem={(item) => (
                  <List.Item>
                    <List.Item.Meta title={item.title} description={item.text} />
                  </List.Item>
                )}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title="Upcoming events">
              <Typography.Paragraph>Hand therapy workshop, Sydney</Typography.Paragraph>
              <Tag color="blue">Workshop</Tag>
              <Button type="primary" style={{ marginTop: 16 }}>
                Register
              </Button>
            </Card>
          </Col>
        </Row>
      </Layout.Content>
    </Layout>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <ConfigProvider theme={{ zeroRuntime: true, token: { colorPrimary: '#0b5cad' } }}>
      <BarePage />
    </ConfigProvider>
  </StrictMode>,
);
