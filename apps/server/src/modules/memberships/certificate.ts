/**
 * Membership certificate PDF (000 §7 `api/user/membership/{id}/printview|download`; issue 13): the tenant's
 * logo and name, the member, member number, membership and dates — made with lib/pdf.ts (pdfkit).
 */
import type { TenantProfile } from '@portal/contracts';
import { drawLetterhead, PDF_TEXT_COLOR, renderPdf, tenantBrand } from '../../lib/pdf';
import type { MembershipRow } from './memberships.repository';

/** Renders the certificate of `membership` for `memberName`. @returns the PDF bytes. */
export async function certificatePdf(
  tenant: TenantProfile,
  membership: MembershipRow,
  memberName: string,
): Promise<Buffer> {
  const brand = await tenantBrand(tenant);
  return renderPdf({ title: 'Certificate of membership', author: tenant.fullName }, (doc) => {
    drawLetterhead(doc, brand);
    doc.moveDown(4);
    doc
      .fillColor(brand.headerColor)
      .font('Helvetica-Bold')
      .fontSize(26)
      .text('Certificate of membership', { align: 'center' });
    doc.moveDown(1.5);
    doc
      .fillColor(PDF_TEXT_COLOR)
      .font('Helvetica')
      .fontSize(13)
      .text('This is to certify that', { align: 'center' });
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(22).text(memberName, { align: 'center' });
    doc.moveDown(0.8);
    doc
      .font('Helvetica')
      .fontSize(13)
      .text(`is a ${membership.membershipName} of ${tenant.fullName}.`, { align: 'center' });
    doc.moveDown(2);
    const rows: [string, string][] = [
      ['Member number', membership.memberNum ?? '—'],
      ['Membership', membership.membershipName],
      ['Status', membership.memberStatus],
      ['Member since', membership.joinDate ?? '—'],
      ['Renewed to', membership.isLifeMember ? 'Life member' : (membership.renewedToDate ?? '—')],
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(12).text(label, 150, y, { width: 140 });
      doc.font('Helvetica').fontSize(12).text(value, 300, y, { width: 200 });
      doc.moveDown(0.6);
    }
    doc
      .moveDown(3)
      .fillColor(brand.primaryColor)
      .fontSize(10)
      .text(`${tenant.fullName} · ${tenant.website}`, 50, doc.y, { align: 'center', width: 495 });
  });
}
