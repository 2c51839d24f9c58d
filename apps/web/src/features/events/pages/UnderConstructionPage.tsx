/**
 * Under-construction pages named by spec 002 §2: my-invites, your-preferences, webinar, meeting, general,
 * and the conference page showing 'Work in progress'.
 */
import { Result } from 'antd';
import { useLocation } from 'react-router';
import { EVENT_MESSAGES } from '@portal/contracts';

/** Renders 'Work in progress' for the conference page, else the under-construction notice. */
export default function UnderConstructionPage() {
  const { pathname } = useLocation();
  const isConference = pathname.endsWith('/conference');
  return (
    <Result
      status="info"
      title={isConference ? EVENT_MESSAGES.workInProgress : 'Oops, page is under construction'}
    />
  );
}
