/**
 * The frame of a settings page without an edit mode (change password, privacy, contact us, interests; used by
 * the settings and segments features): a card with the page title (h1) and an optional description.
 */
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** Props: the title, an optional description, and the page body. */
export interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** Renders the titled card. */
export function SettingsCard({ title, description, children }: SettingsCardProps) {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
      {children}
    </Card>
  );
}
