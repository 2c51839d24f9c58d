/**
 * Parts of the explore pages (spec 001 §2 Explore communities, Explore meetings): the title row with its
 * count and a control on the right, and a titled group of the filter sidebar.
 */
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The page title ('Explore meetings (12)') with a control (a switch, a date range) on the right. */
export function ExploreHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

/** One group of the filter sidebar: a small heading over its control. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}
