/**
 * The guided tour of the first visit (spec 000 §2 "Guided tour", §4): five steps — Welcome panel (Show me
 * around / Skip tour), Communities, Events, What's happening, Manage account (last step says Finish) — with
 * Previous and Next. Steps point at the header links, the news section and the account menu when they are on
 * screen, else they show centred.
 */
import { useState } from 'react';
import { Button, Space, Tour, type TourProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of {@link GuidedTour}. */
export interface GuidedTourProps {
  open: boolean;
  onClose: () => void;
  /** The tenant's community base path, e.g. '/hubs'. */
  communityBasePath: string;
}

const find = (selector: string) => () => document.querySelector<HTMLElement>(selector) as HTMLElement;

/** Renders the tour. */
export function GuidedTour({ open, onClose, communityBasePath }: GuidedTourProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const steps: TourProps['steps'] = [
    {
      title: 'Welcome to your member portal',
      description: 'Let us show you around: it takes less than a minute.',
    },
    {
      title: t('area.communities'),
      description: 'Join discussions, share posts and meet other members.',
      target: find(`header a[href="${communityBasePath}"]`),
    },
    {
      title: t('area.events'),
      description: 'Find events, register and keep track of your tickets.',
      target: find('header a[href="/events"]'),
    },
    {
      title: "What's happening",
      description: 'The latest news and announcements of your association appear on your dashboard.',
      target: find('#dashboard-latest-news'),
    },
    {
      title: 'Manage account',
      description: 'Update your details, preferences, membership and billing from the account menu.',
      target: find(`header button[aria-label="${t('nav.accountMenu')}"]`),
    },
  ];
  const close = () => {
    setCurrent(0);
    onClose();
  };
  return (
    <Tour
      open={open}
      current={current}
      onChange={setCurrent}
      onClose={close}
      onFinish={close}
      steps={steps}
      actionsRender={(originNode, { current: index }) =>
        index === 0 ? (
          <Space>
            <Button size="small" onClick={close}>
              Skip tour
            </Button>
            <Button size="small" type="primary" onClick={() => setCurrent(1)}>
              Show me around
            </Button>
          </Space>
        ) : (
          originNode
        )
      }
    />
  );
}
