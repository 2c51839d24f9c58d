/** {base}/faq (spec 001 §2): FAQ accordion with HTML answers; 'Error during loading FAQ list.' on failure. */
import { Collapse, Empty, Skeleton, Typography } from 'antd';
import { FAQ_MESSAGES } from '@portal/contracts';
import { useFaq } from '../queries';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { LoadError } from '../../../shared/components/LoadError';

/** The FAQ page. */
export default function FaqPage() {
  const faq = useFaq();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Frequently asked questions
      </Typography.Title>
      {faq.isPending ? (
        <Skeleton active />
      ) : faq.isLoadingError ? (
        <LoadError message={FAQ_MESSAGES.loadFailed} onRetry={() => faq.refetch()} />
      ) : faq.data.faQs.length === 0 ? (
        <Empty description="No questions yet" />
      ) : (
        <Collapse
          items={faq.data.faQs.map((item) => ({
            key: item.id,
            label: item.name,
            children: <SafeHtml html={item.description} />,
          }))}
        />
      )}
    </>
  );
}
