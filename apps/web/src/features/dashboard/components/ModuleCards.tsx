/**
 * Cards linking to each permitted area (placeholder dashboard of issue "Foundation").
 */
import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';

/** One card: a title and the path it opens. */
export interface ModuleCard {
  key: string;
  title: string;
  path: string;
}

/** Renders the cards in a responsive grid. */
export function ModuleCards({ cards }: { cards: ModuleCard[] }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8}>
          <Link to={card.path} style={{ display: 'block' }}>
            <Card hoverable title={card.title}>
              Open {card.title}
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
