/**
 * /cpd/tracker-page (spec 002 §2 CPD): the current period's progress, then every CPD period as a section
 * collapsed until expanded, each with its summary (open / download / print) and its records (certificate
 * open / download / print; edit and delete of self-logged activities, delete confirmed first). 'Log activity'
 * opens the create-entry form at the URL of `GET api/cpd/new`. Four states: skeleton, the spec's 'Error'
 * with retry, an empty state that invites the first activity, and the data.
 */
import { useState } from 'react';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { CPD_MESSAGES, type TCpdPeriod } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { saveBlob } from '../../../shared/file-actions';
import { errorMessage } from '../../../api/api-error';
import { periodLabel, sydneyToday } from '../cpd-progress';
import { CpdCurrentPeriodCard } from '../components/CpdCurrentPeriodCard';
import { CpdPeriodSections } from '../components/CpdPeriodSections';
import { CpdRecordList } from '../components/CpdRecordList';
import {
  certificateSource,
  downloadAttachment,
  newCpdEntryUrl,
  summarySource,
  useCpdPeriods,
  useDeleteCpdRecord,
} from '../queries';

/** The current period: the one the server marks, else the one containing `today` (YYYY-MM-DD), or null. */
export function currentPeriod(periods: TCpdPeriod[], today: string): TCpdPeriod | null {
  return (
    periods.find((p) => p.isCurrent) ??
    periods.find((p) => p.periodStartDate <= today && today <= p.periodEndDate) ??
    null
  );
}

/** Goes to a form URL: an app path in the app, any other URL in the browser. */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith('/')) void navigate(url);
    else window.location.assign(url);
  };
}

/** Renders the tracker. */
export default function CpdTrackerPage() {
  const { message } = useApp();
  const goTo = useGoTo();
  const periods = useCpdPeriods();
  const remove = useDeleteCpdRecord();
  const [isOpeningForm, setIsOpeningForm] = useState(false);

  const logActivity = async () => {
    setIsOpeningForm(true);
    try {
      goTo(await newCpdEntryUrl());
    } catch (error) {
      void message.error(errorMessage(error, CPD_MESSAGES.error));
    } finally {
      setIsOpeningForm(false);
    }
  };
  const download = async (attachment: { id: string; name: string }) => {
    try {
      saveBlob(await downloadAttachment(attachment.id), attachment.name);
    } catch (error) {
      void message.error(`${CPD_MESSAGES.downloadError} ${errorMessage(error, CPD_MESSAGES.error)}`);
    }
  };

  const header = (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        CPD Tracker
      </Typography.Title>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        loading={isOpeningForm}
        onClick={() => void logActivity()}
      >
        Log activity
      </Button>
    </Flex>
  );
  if (periods.isPending) {
    return (
      <>
        {header}
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );
  }
  if (periods.isLoadingError) {
    return (
      <>
        {header}
        <LoadError message={CPD_MESSAGES.error} onRetry={() => void periods.refetch()} />
      </>
    );
  }
  const list = periods.data;
  return (
    <>
      {header}
      <Flex vertical gap={24}>
        <CpdCurrentPeriodCard period={currentPeriod(list, sydneyToday())} />
        <section aria-labelledby="cpd-periods-title">
          <Typography.Title level={2} id="cpd-periods-title" style={{ fontSize: 20 }}>
            CPD periods
          </Typography.Title>
          {list.length === 0 ? (
            <Empty description="No CPD activities yet. Log your first activity to start your record." />
          ) : (
            <CpdPeriodSections
              periods={list}
              summary={(period) => summarySource(period.cpdPeriodId, periodLabel(period))}
              renderRecords={(period) => (
                <CpdRecordList
                  records={period.cpdRecords}
                  certificate={(record) => certificateSource(record)}
                  onDownloadAttachment={(attachment) => void download(attachment)}
                  onEdit={(record) => record.editUrl && goTo(record.editUrl)}
                  onDelete={(record) => remove.mutateAsync(record.cpdId)}
                />
              )}
            />
          )}
        </section>
      </Flex>
    </>
  );
}
