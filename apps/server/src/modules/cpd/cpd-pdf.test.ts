/**
 * The CPD certificate and summary PDFs print right (issue 34 §6; 002 §7 `api/cpd/{id}/download`,
 * `api/cpd/period/{id}/download`): for a member named "Zoë Ngô-Nguyễn 李" the name reads back whole, dates read
 * '4 Dec 2026', the text is in the embedded Noto faces (李 from the CJK face), and the documents are tagged.
 */
import { describe, expect, it } from 'vitest';
import { TENANT_PROFILES, type TCpdPeriod, type TCpdRecord } from '@portal/contracts';
import { tenantBrand } from '../../lib/pdf-layout';
import { expectPrintsRight, pdfText } from '../../../test/pdf-text';
import { certificatePdf, summaryPdf } from './cpd-pdf';

const member = { name: 'Zoë Ngô-Nguyễn 李', memberNum: 'OTA-100013' };
const verify = { code: '9F2C41A07B3D8E65', url: 'https://ota.example.org/verify/9F2C41A07B3D8E65' };
const record: TCpdRecord = {
  cpdId: 'a1',
  title: 'Journal club on hand therapy',
  categoryName: 'Reading',
  presenter: null,
  domain: 'Research',
  completedDate: '2026-12-04',
  hours: 1.5,
  attachments: [],
  editUrl: null,
  relatedEventId: null,
  source: 'self',
  verificationCode: verify.code,
};
const period: TCpdPeriod = {
  cpdPeriodId: 'p1',
  periodStartDate: '2026-07-01',
  periodEndDate: '2027-06-30',
  completedTotalHours: 1.5,
  minimumRequiredHours: 20,
  cpdRecords: [record],
  label: '2026 - 2027',
  isCurrent: true,
};

describe('CPD documents', () => {
  it('prints the certificate with the name whole, tagged, in embedded fonts, dated "4 Dec 2026"', async () => {
    const pdf = await certificatePdf(await tenantBrand(TENANT_PROFILES.ota), member, record, verify);
    await expectPrintsRight(pdf, 'Zoë Ngô-Nguyễn 李');
    expect((await pdfText(pdf)).lines).toContain('Date 4 Dec 2026');
  });

  it('prints the summary with the name whole, tagged, in embedded fonts, dated "1 Jul 2026"', async () => {
    const pdf = await summaryPdf(await tenantBrand(TENANT_PROFILES.ota), member, period, verify);
    await expectPrintsRight(pdf, 'Zoë Ngô-Nguyễn 李 — member number OTA-100013');
    expect((await pdfText(pdf)).lines).toContain('Period: 1 Jul 2026 – 30 Jun 2027');
  });
});
