/**
 * ota's brand assets (000 §2): 9 member logo images (black, navy, white, ochre, their "safe" variants, banner)
 * generated with sharp in the tenant's colours, and 2 PDF documents (terms of use, branding guidelines) made
 * with lib/pdf.ts — written under `DATA_DIR/files/{tenant}/seed/brand/` and listed in `brand_assets`.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { TENANT_PROFILES } from '@portal/contracts';
import { brandAssets } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { drawBlock, PDF_TEXT_COLOR, renderPdf } from '../../lib/pdf';
import { drawLetterhead, tenantBrand } from '../../lib/pdf-layout';

const LOGOS = [
  ['Member logo black', 'member-logo-black', '#1f2328', '#ffffff', false],
  ['Member logo navy', 'member-logo-navy', '#14275f', '#ffffff', false],
  ['Member logo white', 'member-logo-white', '#ffffff', '#1f2328', false],
  ['Member logo ochre', 'member-logo-ochre', '#b5651d', '#ffffff', false],
  ['Member logo black (safe)', 'member-logo-black-safe', '#1f2328', '#ffffff', true],
  ['Member logo navy (safe)', 'member-logo-navy-safe', '#14275f', '#ffffff', true],
  ['Member logo white (safe)', 'member-logo-white-safe', '#ffffff', '#1f2328', true],
  ['Member logo ochre (safe)', 'member-logo-ochre-safe', '#b5651d', '#ffffff', true],
] as const;

/** An SVG member logo: the tenant mark and "Member" in `ink` on `paper` (safe variants add clear space). */
function logoSvg(
  name: string,
  ink: string,
  paper: string,
  safe: boolean,
  accent: string,
  width = 600,
  height = 240,
) {
  const pad = safe ? 40 : 0;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${paper}"/>
${safe ? `<rect x="8" y="8" width="${width - 16}" height="${height - 16}" fill="none" stroke="${ink}" stroke-dasharray="8 6" stroke-width="2"/>` : ''}
<circle cx="${120 + pad}" cy="${height / 2}" r="70" fill="${accent}"/>
<text x="${120 + pad}" y="${height / 2 + 18}" font-family="sans-serif" font-size="52" font-weight="700" fill="${paper === '#ffffff' ? '#ffffff' : paper}" text-anchor="middle">OT</text>
<text x="${220 + pad}" y="${height / 2 - 6}" font-family="sans-serif" font-size="46" font-weight="700" fill="${ink}">OTA</text>
<text x="${220 + pad}" y="${height / 2 + 44}" font-family="sans-serif" font-size="34" fill="${ink}">${name}</text>
</svg>`);
}

/** Writes the 11 files and their rows (idempotent per tenant: skipped when rows exist). */
export async function seedBrandAssets(
  scope: TenantScope,
  dataDir = process.env.DATA_DIR ?? './data',
): Promise<void> {
  const tenant = TENANT_PROFILES[scope.tenantId];
  const dir = path.resolve(dataDir, 'files', scope.tenantId, 'seed', 'brand');
  await fsp.mkdir(dir, { recursive: true });
  const files: { name: string; fileName: string; kind: string; mimeType: string; data: Buffer }[] = [];
  for (const [name, slug, ink, paper, safe] of LOGOS)
    files.push({
      name,
      fileName: `${slug}.png`,
      kind: 'image',
      mimeType: 'image/png',
      data: await sharp(logoSvg('Member', ink, paper, safe, tenant.theme.primaryColor))
        .png()
        .toBuffer(),
    });
  files.push({
    name: 'Member banner',
    fileName: 'member-banner.png',
    kind: 'image',
    mimeType: 'image/png',
    data: await sharp(
      logoSvg(
        'Proud Member',
        '#ffffff',
        tenant.theme.headerColor,
        false,
        tenant.theme.accentColor,
        1200,
        240,
      ),
    )
      .png()
      .toBuffer(),
  });
  const brand = await tenantBrand(tenant);
  const doc = (title: string, paragraphs: string[]) =>
    renderPdf({ title, author: tenant.fullName }, (pdf) => {
      drawLetterhead(pdf, brand);
      pdf.moveDown(3).fillColor(brand.headerColor).fontSize(20);
      drawBlock(pdf, 'H1', title, { x: 50 });
      for (const p of paragraphs) {
        pdf.moveDown().fillColor(PDF_TEXT_COLOR).fontSize(11);
        drawBlock(pdf, 'P', p, { x: 50, width: 495 });
      }
    });
  files.push({
    name: 'Member logo terms of use',
    fileName: 'member-logo-terms-of-use.pdf',
    kind: 'document',
    mimeType: 'application/pdf',
    data: await doc('Member logo terms of use', [
      'Current members may use the member logo on their practice materials while their membership is active.',
      'The logo must not be altered, recoloured or used to suggest endorsement of a product or service.',
      'Use stops when membership ends or is cancelled.',
    ]),
  });
  files.push({
    name: 'Branding guidelines',
    fileName: 'branding-guidelines.pdf',
    kind: 'document',
    mimeType: 'application/pdf',
    data: await doc('Branding guidelines', [
      `Primary colour ${tenant.theme.primaryColor}, header colour ${tenant.theme.headerColor}, accent ${tenant.theme.accentColor}.`,
      'Use the "safe" variants where the clear space around the logo cannot be guaranteed.',
      'Keep the logo at least 25 mm wide in print and 120 px on screen.',
    ]),
  });
  await Promise.all(files.map((f) => fsp.writeFile(path.join(dir, f.fileName), f.data)));
  await scope.db.insert(brandAssets).values(
    files.map((f, i) => ({
      tenantId: scope.tenantId,
      name: f.name,
      fileName: f.fileName,
      kind: f.kind,
      mimeType: f.mimeType,
      size: f.data.length,
      storageKey: `${scope.tenantId}/seed/brand/${f.fileName}`,
      sortOrder: i,
    })),
  );
}
