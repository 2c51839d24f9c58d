/**
 * Membership certificate PDF (000 §7 `api/user/membership/{id}/printview|download`; issue 13, issue 34 §6):
 * under the tenant's letterhead, the member, member number, membership and dates ('4 Dec 2026') — made with
 * lib/pdf.ts (pdfkit, embedded Noto faces with CJK fallback, tagged: the title a heading, the rest paragraphs
 * and a details table).
 */
import type { TenantProfile } from '@portal/contracts';
import { documentDate, drawBlock, PDF_FONT, PDF_FONT_BOLD, PDF_TEXT_COLOR, renderPdf } from '../../lib/pdf';
import { drawDetails, drawLetterhead, tenantBrand } from '../../lib/pdf-layout';
import type { MembershipRow } from './memberships.repository';

const day = (value: string | null) => (value ? documentDate(value) : '—');

/**
 * Renders the certificate of `membership` for `memberName` (the member's full name, any script), under the
 * tenant's letterhead; `membership.memberNum` is the account's one member number (issue 34 point 5).
 * @returns the PDF bytes (A4, one page). @throws whatever pdfkit throws.
 */
export async function certificatePdf(
  tenant: TenantProfile,
  membership: MembershipRow & { memberNum: string | null },
  memberName: string,
): Promise<Buffer> {
  const brand = await tenantBrand(tenant);
  return renderPdf({ title: `Certificate of membership — ${memberName}`, author: tenant.fullName }, (doc) => {
    drawLetterhead(doc, brand);
    const centred = { x: 50, width: 495, align: 'center' as const };
    doc.moveDown(4);
    doc.fillColor(brand.headerColor).font(PDF_FONT_BOLD).fontSize(26);
    drawBlock(doc, 'H1', 'Certificate of membership', centred);
    doc.moveDown(1.5).fillColor(PDF_TEXT_COLOR).font(PDF_FONT).fontSize(13);
    drawBlock(doc, 'P', 'This is to certify that', centred);
    doc.moveDown(0.8).font(PDF_FONT_BOLD).fontSize(22);
    drawBlock(doc, 'P', memberName, centred);
    doc.moveDown(0.8).font(PDF_FONT).fontSize(13);
    drawBlock(doc, 'P', `is a ${membership.membershipName} of ${tenant.fullName}.`, centred);
    doc.moveDown(2);
    drawDetails(
      doc,
      [
        ['Member number', membership.memberNum ?? '—'],
        ['Membership', membership.membershipName],
        ['Status', membership.memberStatus],
        ['Member since', day(membership.joinDate)],
        ['Renewed to', membership.isLifeMember ? 'Life member' : day(membership.renewedToDate)],
      ],
      { labelX: 150, labelWidth: 140, valueX: 300, valueWidth: 200, size: 12 },
    );
    doc.moveDown(3).fillColor(brand.primaryColor).font(PDF_FONT).fontSize(10);
    drawBlock(doc, 'P', `${tenant.fullName} · ${tenant.website}`, centred);
  });
}
