/**
 * Placeholder of an area that a later issue builds (issue "Foundation"): the area's name as heading and
 * 'This area is being built.'.
 */
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EN_TEXTS } from '../i18n';

/** Props: the area key of the i18n `area` texts (tenant wording applied). */
export interface PlaceholderPageProps {
  area: keyof typeof EN_TEXTS.area;
}

/** Renders the placeholder of `area`. */
export function PlaceholderPage({ area }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t(`area.${area}`)}
      </Typography.Title>
      <Typography.Paragraph>This area is being built.</Typography.Paragraph>
    </Card>
  );
}
